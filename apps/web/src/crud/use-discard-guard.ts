import { useCallback } from 'react';
import { feedback } from '@/lib/feedback';
import { CRUD_TEXT } from './texts';

/**
 * Closing a form someone has typed into (取消, ×, Esc, a click beside it) asks first: a shipment with its lines
 * or a run with its steps is minutes of work, and one stray click lost it without a word. An untouched form
 * closes at once.
 */
export function useDiscardGuard(close: () => void, isDirty: () => boolean): () => void {
  return useCallback(() => {
    if (!isDirty()) {
      close();
      return;
    }
    feedback.modal.confirm({
      title: CRUD_TEXT.discardTitle, content: CRUD_TEXT.discardContent, okText: CRUD_TEXT.discard, cancelText: CRUD_TEXT.keepEditing,
      okButtonProps: { danger: true }, onOk: close,
    });
  }, [close, isDirty]);
}
