import { useState } from 'react';
import { Button, Space, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD, type UploadFolder } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { fileAccessUrl } from '@/lib/file-url';
import { http } from '@/lib/http';
import { FT_TEXT } from './texts';

export interface FilePathInputProps {
  id?: string;
  /** The stored path returned by the upload call (format 'filePath'). */
  value?: string | null;
  onChange?: (path: string | null) => void;
  /** The storage folder: 'report' and 'food' are readable by the public trace page (contracts UPLOAD.publicFolders). */
  folder: UploadFolder;
  accept?: string;
  disabled?: boolean;
}

/**
 * One uploaded file as its stored path (spec §7.3: POST /sys/common/upload answers the path in `message`),
 * with a link to open it and a button to clear it. Progress is shown while uploading (DESIGN.md §6).
 */
export function FilePathInput({ id, value, onChange, folder, accept, disabled }: FilePathInputProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const upload: UploadProps['customRequest'] = async ({ file }) => {
    const form = new FormData();
    form.append(UPLOAD.field, file as Blob);
    form.append('biz', folder);
    setPercent(0);
    try {
      const res = await http.post<{ success: boolean; message: string }>(UPLOAD.path, form, {
        onUploadProgress: (e) => setPercent(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
      });
      if (res.data.success) onChange?.(res.data.message);
      else feedback.message.warning(res.data.message || FT_TEXT.uploadFailed);
    } catch {
      // the http client has shown the transport error
    } finally {
      setPercent(null);
    }
  };
  const name = value ? value.split('/').pop() : null;
  return (
    <Space id={id} wrap>
      <Upload showUploadList={false} customRequest={upload} accept={accept} disabled={disabled || percent !== null}>
        <Button icon={<UploadOutlined />} loading={percent !== null} disabled={disabled}>
          {percent !== null ? FT_TEXT.uploading(percent) : FT_TEXT.upload}
        </Button>
      </Upload>
      {value && (
        <>
          <a href={fileAccessUrl(value)} target="_blank" rel="noreferrer"><PaperClipOutlined /> {name}</a>
          {!disabled && <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={FT_TEXT.removeFile} onClick={() => onChange?.(null)} />}
        </>
      )}
    </Space>
  );
}
