import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import './print.css';

/**
 * Printing one part of a screen (a label sheet, a report) without the admin shell around it: the part is drawn
 * a second time in a print-only root outside the app, and while the print dialog is up the body carries
 * `ft-printing`, which hides everything else on paper (print.css). The class goes when printing ends or the
 * screen closes, so the screen never stays hidden on paper.
 */
export function usePrint(): () => void {
  useEffect(() => {
    const done = () => document.body.classList.remove('ft-printing');
    window.addEventListener('afterprint', done);
    return () => { window.removeEventListener('afterprint', done); done(); };
  }, []);
  return () => {
    document.body.classList.add('ft-printing');
    window.print();
  };
}

/** The print-only copy of what `usePrint` prints (not shown on screen). */
export function PrintRoot({ children }: { children: ReactNode }) {
  return createPortal(<div className="ft-print-root">{children}</div>, document.body);
}

export interface PrintPreviewProps {
  open: boolean;
  title: ReactNode;
  width: number;
  /** How to print it (paper, PDF), shown above the preview. */
  hint: ReactNode;
  printText: ReactNode;
  /** What is printed, once loaded: shown in the preview and copied to the print root. */
  content: ReactNode | null;
  loading: boolean;
  error: unknown;
  /** The preview's frame (its class). */
  previewClassName: string;
  /** Choices above the hint (which page of labels). */
  toolbar?: ReactNode;
  onClose: () => void;
}

/** A dialog previewing what is printed, with 关闭 and a print button that prints only that (usePrint). */
export function PrintPreview({ open, title, width, hint, printText, content, loading, error, previewClassName, toolbar, onClose }: PrintPreviewProps) {
  const print = usePrint();
  return (
    <Modal open={open} onCancel={onClose} width={width} destroyOnHidden title={title} style={{ top: 24 }}
      footer={<Space><Button onClick={onClose}>{'关闭'}</Button><Button type="primary" icon={<PrinterOutlined />} disabled={!content} onClick={print}>{printText}</Button></Space>}>
      {toolbar}
      <Alert type="info" showIcon title={hint} style={{ marginBottom: 12 }} />
      {error ? <Alert type="warning" showIcon title={(error as Error).message} /> : null}
      <Spin spinning={loading}>
        <div className={previewClassName}>{content}</div>
      </Spin>
      {open && content && <PrintRoot>{content}</PrintRoot>}
    </Modal>
  );
}
