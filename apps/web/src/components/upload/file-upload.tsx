import type { ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { downloadStoredFile } from './upload-request';
import { UPLOAD_TEXT } from './texts';
import { useUploadList, type UploadListOptions } from './use-upload-list';
import { pathOfItem } from './upload-value';

export interface FileUploadProps extends UploadListOptions {
  disabled?: boolean;
  /** spec §9: default 'click to upload' (点击上传). */
  text?: string;
  /** File chooser filter, e.g. ".pdf,.docx" (the server checks content whatever this says). */
  accept?: string;
  /** Several files at once; default: unless maxCount is 1. */
  multiple?: boolean;
}

/**
 * File uploader (spec §3, §4 Upload): a button, then the list with per-file progress, the server's message on
 * failure, delete; the value is the stored paths joined by commas, emitted once every file is done. Clicking a
 * name downloads it with the session, so files in private folders work too.
 */
export function FileUpload({ disabled, text = UPLOAD_TEXT.clickToUpload, accept, multiple, ...options }: FileUploadProps): ReactNode {
  const list = useUploadList(options);
  return (
    <Upload
      fileList={list.items}
      beforeUpload={list.beforeUpload}
      customRequest={list.customRequest}
      onChange={list.onChange}
      onPreview={(file) => {
        const path = pathOfItem(file);
        if (path) void downloadStoredFile(path, file.name);
      }}
      multiple={multiple ?? options.maxCount !== 1}
      accept={accept}
      disabled={disabled}
      showUploadList={{ showRemoveIcon: !disabled }}
    >
      {!disabled && <Button icon={<UploadOutlined />}>{text}</Button>}
    </Upload>
  );
}
