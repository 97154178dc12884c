import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { evaluateCheckRule, rulePatternProblem, type CheckRuleLine } from '@foodtrace/contracts';
import { CHECK_RULE_TEXT as T } from './texts';

/**
 * 试一试: the current lines run on a typed value in the browser with the server's own evaluator (contracts),
 * so an administrator sees the message a form would show before saving.
 */
export function RuleTry() {
  const [value, setValue] = useState('');
  const lines = (Form.useWatch('lines') as CheckRuleLine[] | undefined) ?? [];
  const usable = lines.length > 0 && lines.every((l) => l && /^(\*|[1-9]\d{0,2})$/.test(String(l.digits ?? '')) && !rulePatternProblem(l.pattern ?? ''));
  const outcome = usable && value ? evaluateCheckRule(lines, value) : null;
  return (
    <Form.Item label={T.tryIt}>
      <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={T.tryPlaceholder} allowClear />
      {outcome && (
        <Alert style={{ marginTop: 8 }} showIcon type={outcome.passed ? 'success' : 'error'} title={outcome.passed ? T.passed : outcome.message} />
      )}
    </Form.Item>
  );
}
