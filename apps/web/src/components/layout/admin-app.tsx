import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { bindFeedback } from '@/lib/feedback';

// DESIGN.md §6: dates in Chinese. Only the signed-in screens show dates, so the locale loads with them.
dayjs.locale('zh-cn');

function FeedbackBridge(): null {
  const { message, notification, modal } = App.useApp();
  useEffect(() => bindFeedback({ message, notification, modal }), [message, notification, modal]);
  return null;
}

/** antd <App> for the signed-in screens: App.useApp() (message, notification, modal) works in every page. */
export function AdminApp({ children }: { children: ReactNode }): ReactNode {
  return (
    <App>
      <FeedbackBridge />
      {children}
    </App>
  );
}
