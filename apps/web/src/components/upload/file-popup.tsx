import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { MODAL_WIDTH } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { FileUpload } from './file-upload';
import { UPLOAD_TEXT } from './texts';
import type { StoredFileInfo } from './upload-value';

export interface FilePopupProps {
  open: boolean;
  /** Receives the uploaded files in the object form of spec §3 ({fileName, filePath, fileSize}). */
  onOk: (files: StoredFileInfo[]) => void;
  onCancel: () => void;
  /** Files already chosen (stored paths, comma-separated). */
  value?: string;
  biz?: string;
  /** Default 1: the popup of a table cell holds one file. */
  maxCount?: number;
  title?: string;
}

/**
 * The file popup (spec §2.7, §9: 520 × 200): upload in a dialog; confirming without a file warns
 * '未上传任何文件' (spec §4 Other, §8) and keeps the dialog open.
 */
export function FilePopup({ open, onOk, onCancel, value, biz, maxCount = 1, title = UPLOAD_TEXT.filePopupTitle }: FilePopupProps): ReactNode {
  const [files, setFiles] = useState<StoredFileInfo[]>([]);
  const [paths, setPaths] = useState(value ?? '');

  const confirm = () => {
    if (!paths) {
      feedback.message.warning(UPLOAD_TEXT.noFileUploaded);
      return;
    }
    onOk(files.length ? files : paths.split(',').map((p) => ({ fileName: p.split('/').pop() ?? p, filePath: p })));
  };

  return (
    <Modal
      open={open}
      title={title}
      width={MODAL_WIDTH.filePopup.width}
      styles={{ body: { height: MODAL_WIDTH.filePopup.height, overflowY: 'auto' } }}
      okText={UPLOAD_TEXT.ok}
      cancelText={UPLOAD_TEXT.cancel}
      onOk={confirm}
      onCancel={onCancel}
      afterOpenChange={(visible) => {
        if (visible) {
          setPaths(value ?? '');
          setFiles([]);
        }
      }}
      destroyOnHidden
    >
      <FileUpload value={paths} onChange={setPaths} onFilesChange={setFiles} biz={biz} maxCount={maxCount} />
    </Modal>
  );
}
