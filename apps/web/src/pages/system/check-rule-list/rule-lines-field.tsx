import { AutoComplete, Button, Form, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHECK_RULE, CHECK_TEXT, checkRuleLineSchema, rulePatternProblem } from '@foodtrace/contracts';
import { CHECK_RULE_TEXT as T } from './texts';

const DIGIT_OPTIONS = [{ value: CHECK_RULE.checkAll, label: T.digitsAll }, ...['1', '2', '3', '4', '6'].map((d) => ({ value: d, label: d }))];

const digitsRule = {
  validator: async (_: unknown, v: string | undefined) => {
    const r = checkRuleLineSchema.shape.digits.safeParse(v ?? '');
    if (!r.success) throw new Error(CHECK_TEXT.digitsInvalid);
  },
};
/** The same safety analysis the server runs (contracts rule-pattern.ts): an unsafe pattern is named while typing. */
const patternRule = {
  validator: async (_: unknown, v: string | undefined) => {
    const problem = rulePatternProblem(v ?? '');
    if (problem) throw new Error(problem);
  },
};

/** The rule's lines, in order: digits, pattern, message; at least one, at most CHECK_RULE.maxRules. */
export function RuleLinesField() {
  return (
    <Form.List name="lines" rules={[{ validator: async (_, lines: unknown[]) => { if (!lines?.length) throw new Error(CHECK_TEXT.linesRequired); } }]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="rule-lines">
          <div className="rule-lines__head">
            <span>{T.digits}</span><span>{T.pattern}</span><span>{T.message}</span><span />
          </div>
          {fields.map((field) => (
            <div key={field.key} className="rule-lines__row">
              <Form.Item name={[field.name, 'digits']} rules={[digitsRule]} tooltip={T.digitsHint}>
                <AutoComplete options={DIGIT_OPTIONS} aria-label={T.digits} />
              </Form.Item>
              <Form.Item name={[field.name, 'pattern']} rules={[patternRule]}>
                <Input placeholder="^[A-Z]$" aria-label={T.pattern} maxLength={CHECK_RULE.maxPatternLength} spellCheck={false} />
              </Form.Item>
              <Form.Item name={[field.name, 'message']} rules={[{ required: true, whitespace: true, message: CHECK_TEXT.messageRequired }, { max: CHECK_RULE.maxMessageLength }]}>
                <Input aria-label={T.message} />
              </Form.Item>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={T.removeLine} disabled={fields.length === 1} onClick={() => remove(field.name)} />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= CHECK_RULE.maxRules}
            onClick={() => add({ digits: CHECK_RULE.checkAll, pattern: '', message: '' })}>{T.addLine}</Button>
        </div>
      )}
    </Form.List>
  );
}
