import { feedback } from '../feedback';
import type { ErrorAction } from './error-policy';
import { httpSession } from './session-bridge';

// Several calls fail together when a session ends; one dialog and one reload are enough.
let expiredDialogOpen = false;
let logoutScheduled = false;

/** Carries out a decision of decideHttpError: the notices, dialog, logout and reload of spec §8. */
export function runErrorAction(action: ErrorAction): void {
  switch (action.kind) {
    case 'notify':
      feedback.notification.error({ title: action.title, description: action.description, duration: 4 });
      return;
    case 'unauthorized':
      feedback.notification.error({ title: action.title, description: action.description, duration: 4 });
      if (action.logout && !logoutScheduled) {
        logoutScheduled = true;
        void httpSession().logout().finally(() => {
          window.setTimeout(() => window.location.reload(), action.reloadAfterMs);
        });
      }
      return;
    case 'session-expired':
      if (expiredDialogOpen) return;
      expiredDialogOpen = true;
      feedback.modal.error({
        title: action.title,
        content: action.content,
        okText: action.okText,
        mask: { closable: false },
        onOk: async () => {
          await httpSession().logout();
          window.location.reload();
        },
      });
      return;
  }
}
