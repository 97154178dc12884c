import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { DEMO_TEXT } from './texts';

/** The widget's current value under it, so the demo shows what a form would receive. */
export function ValueView({ value, testId }: { value: unknown; testId: string }): ReactNode {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 1);
  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Text type="secondary">{DEMO_TEXT.value}：</Typography.Text>
      <Typography.Text code data-testid={testId} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {text || DEMO_TEXT.empty}
      </Typography.Text>
    </div>
  );
}
