import { useState } from 'react';
import { Alert, Form, Space, Tag, Typography } from 'antd';
import { parseCron } from '@foodtrace/contracts';
import { CronInput, CronPreview } from '@/components/cron';
import { CRON_EXAMPLES, DEMO_TEXT } from './texts';

/** The picker as a form control, with the reading and next runs of whatever is in the box. */
export function CronDemo() {
  const [expression, setExpression] = useState(CRON_EXAMPLES[0].expression);
  const parsed = expression.trim() ? parseCron(expression) : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>{DEMO_TEXT.cronHint}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={DEMO_TEXT.cronLabel} style={{ marginBottom: 8 }}>
          <CronInput value={expression} onChange={setExpression} />
        </Form.Item>
      </Form>
      <Space wrap size={[4, 8]}>
        <Typography.Text type="secondary">{DEMO_TEXT.examples}：</Typography.Text>
        {CRON_EXAMPLES.map((e) => (
          <Tag.CheckableTag key={e.expression} checked={expression === e.expression} onChange={() => setExpression(e.expression)}>
            {e.label}
          </Tag.CheckableTag>
        ))}
      </Space>
      {parsed && !parsed.ok && <Alert type="error" showIcon title={parsed.error} />}
      {parsed?.ok && <CronPreview expression={expression.trim()} showExpression={false} />}
    </Space>
  );
}
