import { useState, type ReactNode } from 'react';
import { Button, Modal, Progress, Typography, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { EXCEL, MODAL_WIDTH } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { downloadFile } from '@/lib/http';
import { postImport, type ImportFields } from './excel-api';
import { importOutcome, isExcelFile } from './import-outcome';
import { EXCEL_TEXT } from './texts';

export interface ImportExcelModalProps extends ImportFields {
  open: boolean;
  onClose: () => void;
  /** The import url below the API base, e.g. `/sys/position/importExcel` (spec §7.3: configurable). */
  url: string;
  /** After an import that wrote rows (full or partial success): reload the list. */
  onImported?: () => void;
  /** What this import's sheet holds, shown under the general hint (e.g. the columns a user file has). */
  hint?: ReactNode;
  /** Where an empty sheet with the import's headers is downloaded (`<base>/importTemplate`), when there is one. */
  templateUrl?: string;
}

type Phase = { kind: 'idle' } | { kind: 'upload'; percent: number } | { kind: 'process' };

/**
 * '导入EXCEL' (spec §2.7, §4 Other, §7.3, §8): width 600; .xls and .xlsx only; 开始上传 stays disabled until a
 * file is chosen; files are posted as files[] with isSingleTableImport and foreignKeys when given; a progress
 * bar follows the upload, then the server's work. Success closes with the message; code 201 closes with a
 * warning that links the failure workbook; a refusal shows the server's message and keeps the dialog.
 */
export function ImportExcelModal({ open, onClose, url, onImported, hint, templateUrl, ...fields }: ImportExcelModalProps): ReactNode {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind !== 'idle';

  const close = () => {
    if (busy) return;
    setFiles([]);
    onClose();
  };

  const start = async () => {
    const chosen = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f));
    setPhase({ kind: 'upload', percent: 0 });
    let res;
    try {
      res = await postImport(url, chosen, fields, (percent) => setPhase(percent >= 100 ? { kind: 'process' } : { kind: 'upload', percent }));
    } catch {
      res = null;
    }
    setPhase({ kind: 'idle' });
    const outcome = importOutcome(res, chosen.map((f) => f.name));
    if (outcome.kind === 'failure') {
      feedback.message.warning(outcome.message);
      return;
    }
    if (outcome.kind === 'success') {
      feedback.message.success(outcome.message);
      if (outcome.notice) feedback.message.warning(outcome.notice, 8);
    } else feedback.modal.warning({ title: outcome.title, content: <PartialDetail {...outcome} />, okText: '知道了' });
    setFiles([]);
    onClose();
    onImported?.();
  };

  return (
    <Modal
      open={open}
      title={EXCEL_TEXT.importTitle}
      width={MODAL_WIDTH.importExcel}
      onCancel={close}
      maskClosable={!busy}
      footer={[
        templateUrl && (
          <Button key="template" type="link" icon={<DownloadOutlined />} style={{ float: 'left', paddingLeft: 0 }}
            onClick={() => void downloadFile(templateUrl)}>{EXCEL_TEXT.template}</Button>
        ),
        <Button key="close" onClick={close} disabled={busy}>{EXCEL_TEXT.close}</Button>,
        <Button key="start" type="primary" onClick={() => void start()} disabled={files.length === 0} loading={busy}>
          {busy ? EXCEL_TEXT.uploading : EXCEL_TEXT.start}
        </Button>,
      ]}
    >
      <Upload.Dragger
        fileList={files}
        accept={EXCEL.accept.join(',')}
        multiple
        disabled={busy}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            feedback.message.warning(EXCEL_TEXT.onlyExcel);
            return Upload.LIST_IGNORE;
          }
          // Chosen files are sent together by 开始上传, not one by one on selection.
          const chosen: UploadFile = { uid: file.uid, name: file.name, size: file.size, status: 'done', originFileObj: file };
          setFiles((cur) => [...cur, chosen].slice(-EXCEL.maxFiles));
          return false;
        }}
        onRemove={(file) => setFiles((cur) => cur.filter((f) => f.uid !== file.uid))}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{EXCEL_TEXT.choose}</p>
        <p className="ant-upload-hint">{EXCEL_TEXT.hint}</p>
        {hint && <p className="ant-upload-hint">{hint}</p>}
      </Upload.Dragger>
      {phase.kind === 'upload' && <Progress style={{ marginTop: 12 }} percent={Math.round(phase.percent)} status="active" aria-label={EXCEL_TEXT.uploading} />}
      {phase.kind === 'process' && (
        <Progress style={{ marginTop: 12 }} percent={100} status="active" format={() => EXCEL_TEXT.processing} aria-label={EXCEL_TEXT.processing} />
      )}
    </Modal>
  );
}

/** The 201 warning's body: the counts, then the failure workbook, downloaded with the session. */
function PartialDetail({ detail, fileUrl, fileName }: { detail: string; fileUrl: string; fileName: string }): ReactNode {
  return (
    <div>
      <div>{detail}</div>
      <span>{EXCEL_TEXT.detailsPrefix}</span>
      <Typography.Link onClick={() => void downloadFile(fileUrl, undefined, fileName)}>{EXCEL_TEXT.downloadLink}</Typography.Link>
    </div>
  );
}
