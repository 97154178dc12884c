import { createContext } from 'react';
import { feedback } from '@/lib/feedback';
import { CRUD_TEXT } from './texts';

/**
 * The tab (page pane) a form is rendered in: given by the layout's PageContent to everything in a pane, so a
 * form knows which tab closing or leaving would take it away. Null outside the tabbed layout.
 */
export const PaneKeyContext = createContext<string | null>(null);

interface OpenForm {
  /** The pane the form is in now (a pane moves to a new key when its page rewrites its query string). */
  pane: () => string | null;
  dirty: () => boolean;
}

const openForms = new Set<OpenForm>();

/** An open form registers while it is open; the returned function takes it off. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => { openForms.delete(form); };
}

/** Whether a form with unsaved input is open in one of these panes. */
export function hasUnsavedWork(inPane: (pane: string) => boolean): boolean {
  for (const form of openForms) {
    const pane = form.pane();
    if (pane !== null && inPane(pane) && form.dirty()) return true;
  }
  return false;
}

/**
 * Runs `go` at once when none of these panes holds unsaved input, else after the user agrees to drop it
 * (and `stay` if they do not): for leaving a page that will not be kept, closing or refreshing tabs.
 */
export function confirmLeaving(inPane: (pane: string) => boolean, go: () => void, stay?: () => void): void {
  if (!hasUnsavedWork(inPane)) {
    go();
    return;
  }
  askDiscard(CRUD_TEXT.leaveContent, go, stay);
}

/** 放弃未保存的内容？ — the one question for closing a form and for leaving its page. */
export function askDiscard(content: string, discard: () => void, keep?: () => void): void {
  feedback.modal.confirm({
    title: CRUD_TEXT.discardTitle, content, okText: CRUD_TEXT.discard, cancelText: CRUD_TEXT.keepEditing,
    okButtonProps: { danger: true }, onOk: discard, onCancel: keep,
  });
}
