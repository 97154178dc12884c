import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * message / notification / modal for code outside React (the http client, session flows, shared hooks) and
 * for screens rendered outside the admin layout (the login page). The app binds its context-aware instances
 * (app/app-providers, components/layout/admin-app) so notices follow the theme colour; until then — or in a
 * test — antd's static API is used.
 *
 * The static Modal is loaded on first use: the login page never opens one, and keeping Modal out of the entry
 * chunk keeps the login page inside its JavaScript budget (DESIGN.md §8). Such a deferred call returns a
 * handle whose destroy/update reach the dialog once it exists; it cannot be awaited.
 */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalApi;
}

type ModalKind = 'confirm' | 'info' | 'success' | 'error' | 'warning';
type ModalHandle = { destroy(): void; update(config: Parameters<ModalApi['confirm']>[0]): void };

function deferred(kind: ModalKind) {
  return (config: Parameters<ModalApi['confirm']>[0]) => {
    let handle: ModalHandle | null = null;
    let destroyed = false;
    const ready = import('antd/es/modal').then(({ default: Modal }) => {
      if (!destroyed) handle = Modal[kind](config);
    });
    return {
      destroy: () => {
        destroyed = true;
        handle?.destroy();
      },
      update: (next: Parameters<ModalApi['confirm']>[0]) => void ready.then(() => handle?.update(next)),
    };
  };
}

const deferredModal = {
  confirm: deferred('confirm'), info: deferred('info'), success: deferred('success'), error: deferred('error'),
  warning: deferred('warning'),
} as unknown as ModalApi;

let current: Feedback = { message: staticMessage, notification: staticNotification, modal: deferredModal };

export function bindFeedback(next: Partial<Feedback>): void {
  current = { ...current, ...next };
}

export const feedback: Feedback = {
  get message() {
    return current.message;
  },
  get notification() {
    return current.notification;
  },
  get modal() {
    return current.modal;
  },
};
