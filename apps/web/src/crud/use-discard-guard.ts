import { useCallback, useContext, useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { CRUD_TEXT } from './texts';
import { PaneKeyContext, askDiscard, registerOpenForm } from './unsaved-forms';

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
 *
 * While open, the form also registers as open work (unsaved-forms.ts): leaving a page that is not kept, closing
 * or refreshing its tab then asks the same question, and reloading or closing the browser tab asks the
 * browser's own.
 */
export function useDiscardGuard(open: boolean, onClose: () => void, form: FormInstance): DiscardGuard {
  const touched = useRef(false);
  const pane = useContext(PaneKeyContext);
  const paneRef = useRef(pane);
  paneRef.current = pane;
  useEffect(() => { if (open) touched.current = false; }, [open]);
  const dirty = useCallback(() => touched.current || form.isFieldsTouched(), [form]);
  useEffect(() => {
    if (!open) return undefined;
    const unregister = registerOpenForm({ pane: () => paneRef.current, dirty });
    const beforeUnload = (e: BeforeUnloadEvent) => { if (dirty()) e.preventDefault(); };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [open, dirty]);
  const touch = useCallback(() => { touched.current = true; }, []);
  const close = useCallback(() => {
    if (!dirty()) {
      onClose();
      return;
    }
    askDiscard(CRUD_TEXT.discardContent, onClose);
  }, [onClose, dirty]);
  return { close, touch };
}
