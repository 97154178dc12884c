import { useEffect, useRef, useState } from 'react';
import { Upload, type UploadProps } from 'antd';
import { UPLOAD } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { uploadFile } from './upload-request';
import { UPLOAD_TEXT } from './texts';
import {
  combinedValue, errorMessageOf, isImageFile, itemsFromValue, keepLast, moveItem, storedFiles,
  type StoredFileInfo, type UploadAnswer, type UploadItem,
} from './upload-value';

export interface UploadListOptions {
  /** Stored paths, comma-separated (spec §3). */
  value?: string | null;
  onChange?: (value: string) => void;
  /** spec §3: storage folder, default 'temp'. */
  biz?: string;
  /** spec §4: N > 0 keeps only the last N files; 0 (spec §9 default) means no limit. */
  maxCount?: number;
  /** spec §5: reject anything that is not an image ('请上传图片'). */
  imageOnly?: boolean;
  /** Extra upload fields (spec §7.3 `jeditor`, `isup`). */
  fields?: Record<string, string>;
  /** With the value: the files in the object form of spec §3 ({fileName, filePath, fileSize}). */
  onFilesChange?: (files: StoredFileInfo[]) => void;
}

/**
 * The state machine of spec §4 Upload shared by the file and image uploaders: no file → uploading (percent) →
 * done (path from the response) or error (the response's message, default '未知错误'); the combined value is
 * emitted only when every file is done; delete clears; the last N are kept; images move left and right.
 */
export function useUploadList({ value, onChange, onFilesChange, biz = UPLOAD.defaultFolder, maxCount = 0, imageOnly = false, fields }: UploadListOptions) {
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const emitted = useRef(value ?? '');

  // A value set from outside (a form reset, a loaded record) replaces the list; our own emissions do not.
  useEffect(() => {
    if ((value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    setItems(itemsFromValue(value));
  }, [value]);

  const update = (next: UploadItem[]) => {
    const kept = keepLast(next, maxCount);
    setItems(kept);
    const combined = combinedValue(kept);
    if (combined !== undefined && combined !== emitted.current) {
      emitted.current = combined;
      onChange?.(combined);
      onFilesChange?.(storedFiles(kept));
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (imageOnly && !isImageFile(file)) {
      feedback.message.warning(UPLOAD_TEXT.imageOnly);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    uploadFile({ file: file as File, biz, fields, signal: controller.signal, onProgress: (percent) => onProgress?.({ percent }) })
      .then((res) => {
        if (res.success && res.message) onSuccess?.({ success: true, message: res.message } satisfies UploadAnswer);
        else onError?.(new Error(errorMessageOf(res)), errorMessageOf(res));
      })
      .catch((err: unknown) => { if (!controller.signal.aborted) onError?.(err as Error, errorMessageOf(null)); });
    return { abort: () => controller.abort() };
  };

  const onListChange: UploadProps['onChange'] = ({ file, fileList }) => {
    if (file.status === 'error') feedback.message.error(UPLOAD_TEXT.uploadFailed(file.name));
    update(fileList as UploadItem[]);
  };

  const move = (uid: string, direction: 'left' | 'right') => {
    const moved = moveItem(items, items.findIndex((i) => i.uid === uid), direction);
    if ('warning' in moved) feedback.message.warning(moved.warning);
    else update(moved.items);
  };

  return { items, beforeUpload, customRequest, onChange: onListChange, move };
}
