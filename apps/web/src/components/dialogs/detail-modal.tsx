import type { ReactNode } from 'react';
import { Button } from 'antd';
import { MODAL_WIDTH } from '@foodtrace/contracts';
import { FullscreenModal } from './fullscreen-modal';
import { DIALOG_TEXT } from './texts';

export interface DetailModalProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to '详细信息' (spec §2.7). */
  title?: ReactNode;
  /** The record, usually a <DetailList>. */
  children: ReactNode;
}

/** The detail modal of spec §2.7: '详细信息', 1200 wide (§9), a full-screen toggle, read-only, 关闭 only. */
export function DetailModal({ open, onClose, title = DIALOG_TEXT.detailTitle, children }: DetailModalProps) {
  return (
    <FullscreenModal open={open} title={title} width={MODAL_WIDTH.detail} onCancel={onClose} destroyOnHidden
      footer={<Button onClick={onClose}>{DIALOG_TEXT.close}</Button>}>
      {children}
    </FullscreenModal>
  );
}
