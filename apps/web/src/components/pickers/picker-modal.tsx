import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { MODAL_WIDTH } from '@foodtrace/contracts';
import { PICKER_TEXT } from './texts';

export interface PickerModalProps {
  open: boolean;
  title: ReactNode;
  /** spec §9: picker modals are 608 wide unless the picker says otherwise. */
  width?: number;
  /** Confirm: the picker emits its selection (and closes itself when that succeeded). */
  onOk: () => void;
  /** Close: the selection is dropped (spec §4 "confirm (emit) or close (clear)"). */
  onClose: () => void;
  children: ReactNode;
}

/** The base of every picker dialog (JeecgBoot's JModal as pickers use it). */
export function PickerModal({ open, title, width = MODAL_WIDTH.picker, onOk, onClose, children }: PickerModalProps) {
  return (
    <Modal
      open={open} title={title} width={width} onOk={onOk} onCancel={onClose} okText={PICKER_TEXT.ok}
      cancelText={PICKER_TEXT.cancel} destroyOnHidden mask={{ closable: false }} styles={{ body: { paddingTop: 8 } }}
    >
      {children}
    </Modal>
  );
}
