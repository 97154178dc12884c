import type { ReactNode } from 'react';
import { Button, Image, Tooltip, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, ExclamationCircleFilled, LoadingOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { WIDGETS } from '@foodtrace/contracts';
import { downloadStoredFile } from '@/components/upload/upload-request';
import { useDisplayUrl } from '@/components/upload/use-display-url';
import { feedback } from '@/lib/feedback';
import { ellipsis, fileNameOf, uploadPaths, uploadTooltip } from '../logic/upload-value';
import { TABLE_TEXT } from '../texts';
import type { CellComponent, CellProps } from './cell-types';

/** spec §8: a red exclamation; clicking it opens 上传出错 with 错误信息：<message>. */
function showUploadError(message: string | undefined): void {
  feedback.modal.error({ title: TABLE_TEXT.uploadErrorTitle, content: TABLE_TEXT.uploadErrorContent(message ?? TABLE_TEXT.unknownError) });
}

function Picker({ p, image }: { p: CellProps; image: boolean }) {
  const accept = image ? 'image/*' : typeof p.column.props?.accept === 'string' ? p.column.props.accept : undefined;
  return (
    <Upload showUploadList={false} disabled={p.disabled} accept={accept}
      beforeUpload={(file) => { p.startUpload(file); return false; }}>
      <Button size="small" icon={<UploadOutlined />} disabled={p.disabled} danger={p.invalid}>
        {image ? TABLE_TEXT.uploadImage : TABLE_TEXT.upload}
      </Button>
    </Upload>
  );
}

/** The common frame: progress, error, done; the chosen file's own display in the middle. */
function UploadFrame({ p, image, children }: { p: CellProps; image: boolean; children: (path: string) => ReactNode }) {
  const { upload, column, disabled } = p;
  const tip = uploadTooltip(upload);
  if (upload?.status === 'uploading') {
    return <Tooltip title={tip}><span className="et-upload"><LoadingOutlined /> {ellipsis(upload.name, WIDGETS.fileNameEllipsis, false)}</span></Tooltip>;
  }
  if (upload?.status === 'error') {
    return (
      <span className="et-upload">
        <Tooltip title={tip}>
          <ExclamationCircleFilled className="et-upload__error" role="button" aria-label={TABLE_TEXT.uploadFailed}
            onClick={() => showUploadError(upload.message)} />
        </Tooltip>
        <Picker p={p} image={image} />
      </span>
    );
  }
  const path = uploadPaths(p.value)[0];
  if (!path) return <Picker p={p} image={image} />;
  const more = uploadPaths(p.value).length - 1;
  const frame = (
    <span className="et-upload">
      {children(path)}
      {more > 0 && <span className="et-upload__more">+{more}</span>}
      {column.allowDownload !== false && (
        <DownloadOutlined className="et-upload__action" role="button" aria-label={TABLE_TEXT.download}
          onClick={() => void downloadStoredFile(path, fileNameOf(path))} />
      )}
      {column.allowRemove !== false && !disabled && (
        <DeleteOutlined className="et-upload__remove" role="button" aria-label={TABLE_TEXT.removeFile} onClick={p.clearUpload} />
      )}
    </span>
  );
  return tip ? <Tooltip title={tip}>{frame}</Tooltip> : frame;
}

function FileEditor(p: CellProps) {
  return (
    <UploadFrame p={p} image={false}>
      {(path) => (
        <span className="et-upload__name" title={fileNameOf(path)}>
          <PaperClipOutlined /> {ellipsis(fileNameOf(path), WIDGETS.fileNameEllipsis, false)}
        </span>
      )}
    </UploadFrame>
  );
}

/** Private folders need the session, which an <img> cannot send: the upload block fetches them as blobs. */
function Thumb({ path }: { path: string }) {
  const src = useDisplayUrl(path);
  return src
    ? <Image className="et-upload__image" src={src} alt={fileNameOf(path)} width={40} height={40} />
    : <span className="et-upload__image et-upload__image--loading" />;
}

function ImageEditor(p: CellProps) {
  return <UploadFrame p={p} image>{(path) => <Thumb path={path} />}</UploadFrame>;
}

/** upload and file: one click uploads; the first stored path is shown (spec §3, §8). */
export const FileCell: CellComponent = { Editor: FileEditor, inline: true };
/** image: a thumbnail with preview; download and remove can be hidden (spec §6). */
export const ImageCell: CellComponent = { Editor: ImageEditor, inline: true };
