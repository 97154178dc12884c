import { useState, type ReactNode } from 'react';
import { Button, ConfigProvider, Modal, Upload } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { UPLOAD, WIDGETS } from '@foodtrace/contracts';
import { UPLOAD_TEXT } from './texts';
import { useDisplayUrls } from './use-display-urls';
import { useUploadList, type UploadListOptions } from './use-upload-list';
import { pathOfItem, type UploadItem } from './upload-value';
import './image-upload.css';

export interface ImageUploadProps extends Omit<UploadListOptions, 'imageOnly'> {
  disabled?: boolean;
  text?: string;
}

const ACCEPT = UPLOAD.imageExts.map((e) => `.${e}`).join(',');
/** spec §9: image upload box 104 px. */
const CARD_THEME = { components: { Upload: { pictureCardSize: WIDGETS.imageUploadBox } } };

/**
 * Image uploader (spec §4 Upload, §5): picture cards of 104 px (spec §9) with progress, preview, delete and
 * moving one place left or right ('未知操作' at the start, '已经是最后一张了' at the end); anything that is not
 * an image is refused with '请上传图片'. The value is the stored paths joined by commas, emitted once all are done.
 */
export function ImageUpload({ disabled, text = UPLOAD_TEXT.uploadImage, ...options }: ImageUploadProps): ReactNode {
  const list = useUploadList({ ...options, imageOnly: true });
  const urls = useDisplayUrls(list.items.map((i) => pathOfItem(i)).filter((p): p is string => Boolean(p)));
  const [preview, setPreview] = useState<string>();

  const shown: UploadItem[] = list.items.map((item) => {
    const path = pathOfItem(item);
    return path && urls[path] ? { ...item, thumbUrl: urls[path], url: urls[path] } : item;
  });

  return (
    <ConfigProvider theme={CARD_THEME}>
      <Upload
        listType="picture-card"
        fileList={shown}
        accept={ACCEPT}
        beforeUpload={list.beforeUpload}
        customRequest={list.customRequest}
        onChange={list.onChange}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl)}
        multiple={options.maxCount !== 1}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: true }}
        itemRender={(node, file) => (
          <div className="image-upload-item">
            {node}
            {!disabled && file.status === 'done' && list.items.length > 1 && (
              <div className="image-upload-item__move">
                <Button type="text" size="small" icon={<LeftOutlined />} title={UPLOAD_TEXT.moveLeft} aria-label={UPLOAD_TEXT.moveLeft}
                  onClick={() => list.move(file.uid, 'left')} />
                <Button type="text" size="small" icon={<RightOutlined />} title={UPLOAD_TEXT.moveRight} aria-label={UPLOAD_TEXT.moveRight}
                  onClick={() => list.move(file.uid, 'right')} />
              </div>
            )}
          </div>
        )}
      >
        {!disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }} aria-label={text}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{text}</div>
          </button>
        )}
      </Upload>
      <Modal open={Boolean(preview)} title={UPLOAD_TEXT.previewTitle} footer={null} onCancel={() => setPreview(undefined)}>
        {preview && <img src={preview} alt={UPLOAD_TEXT.preview} className="image-upload-preview" />}
      </Modal>
    </ConfigProvider>
  );
}
