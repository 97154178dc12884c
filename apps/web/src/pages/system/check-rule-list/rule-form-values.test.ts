import { describe, expect, it } from 'vitest';
import { COMMON_CHECK_RULE, type CheckRuleRecord } from '@foodtrace/contracts';
import { NEW_RULE, toRuleForm, toRulePayload } from './rule-form-values';

const record = (ruleJson: string) => ({ id: '1', ruleName: '通用', ruleCode: 'common', ruleJson, ruleDescription: null } as CheckRuleRecord);

describe('check rule form values', () => {
  it('reads the stored lines and writes them back as JSON text', () => {
    const form = toRuleForm(record(JSON.stringify(COMMON_CHECK_RULE.lines)));
    expect(form.lines).toEqual(COMMON_CHECK_RULE.lines);
    const body = toRulePayload({ ...form, ruleName: ' 通用 ', ruleDescription: '  ' });
    expect(body).toMatchObject({ ruleName: '通用', ruleCode: 'common', ruleDescription: null });
    expect(JSON.parse(body.ruleJson as string)).toEqual(COMMON_CHECK_RULE.lines);
  });

  it('starts an unreadable rule from one empty line', () => {
    expect(toRuleForm(record('{oops')).lines).toEqual(NEW_RULE.lines);
    expect(toRuleForm(record(JSON.stringify([{ digits: '*', pattern: '(a+)+', message: 'x' }]))).lines).toEqual(NEW_RULE.lines);
  });
});
