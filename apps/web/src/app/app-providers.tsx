import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message, notification } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { bindFeedback } from '@/lib/feedback';
import { useSettingsStore } from './stores/settings-store';

/**
 * Theme-aware message and notification for the whole app (lib/feedback). antd's <App> — which adds the
 * modal — wraps the admin layout only, so the login page does not download Modal (DESIGN.md §8 budget).
 */
function FeedbackHolders(): ReactNode {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => bindFeedback({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

/**
 * Dialogs and drawers here hold forms: a stray click beside one must not throw away what was typed, so they
 * close only through their own buttons, the close icon or Esc.
 */
const NO_MASK_CLOSE = { mask: { closable: false } } as const;

/** Locale (DESIGN.md §6: zh-CN), theme colour (spec §2.6) and colour-weak mode around the whole app. */
export function AppProviders({ children }: { children: ReactNode }): ReactNode {
  const primaryColor = useSettingsStore((s) => s.primaryColor);
  const colorWeak = useSettingsStore((s) => s.colorWeak);
  useEffect(() => {
    // On the root element the filter does not become the containing block of fixed header and sidebar.
    document.documentElement.classList.toggle('color-weak', colorWeak);
  }, [colorWeak]);

  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: primaryColor } }} modal={NO_MASK_CLOSE} drawer={NO_MASK_CLOSE}>
      <FeedbackHolders />
      {children}
    </ConfigProvider>
  );
}
