import { useCallback, useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { feedback } from '@/lib/feedback';
import { CRUD_TEXT } from './texts';

export interface DiscardGuard {
  /** Closes at once if nothing was entered, else asks first. */
  close: () => void;
  /** Marks work the form does not see (a table's cells): wire it to the tables' onValueChange. */
  touch: () => void;
}

/**
 * Closing a form someone has typed into (取消, ×, Esc, a click beside it) asks first: a shipment with its lines
 * or a run with its steps is minutes of work, and one stray click lost it without a word. An untouched form
 * closes at once. What counts: a touched field of `form`, or a `touch()` since the dialog last opened.
 */
export function useDiscardGuard(open: boolean, onClose: () => void, form: FormInstance): DiscardGuard {
  const touched = useRef(false);
  useEffect(() => { if (open) touched.current = false; }, [open]);
  const touch = useCallback(() => { touched.current = true; }, []);
  const close = useCallback(() => {
    if (!touched.current && !form.isFieldsTouched()) {
      onClose();
      return;
    }
    feedback.modal.confirm({
      title: CRUD_TEXT.discardTitle, content: CRUD_TEXT.discardContent, okText: CRUD_TEXT.discard, cancelText: CRUD_TEXT.keepEditing,
      okButtonProps: { danger: true }, onOk: onClose,
    });
  }, [onClose, form]);
  return { close, touch };
}
