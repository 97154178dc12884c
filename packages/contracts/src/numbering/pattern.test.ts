import { describe, expect, it } from 'vitest';
import { editSchema, fieldSchema } from '../resource.ts';
import { crudePutinResource } from '../resources/foodtrace/crude-putin.ts';
import { NUMBER_MAX_LENGTH, PATTERN_TEXT, numberExample, numberTemplate, parseNumberPattern } from './pattern.ts';

describe('fill rule patterns', () => {
  it('render the business day and a zero-padded serial; the scope is the number without its serial', () => {
    const parsed = parseNumberPattern('CP{yyyy}{MM}{dd}-{seq:3}');
    if ('error' in parsed) throw new Error(parsed.error);
    const t = numberTemplate(parsed.parts, '2026-11-27');
    expect([t.scope, t.digits, t.value(1), t.value(42), t.value(999)]).toEqual(['CP20261127-{seq}', 3, 'CP20261127-001', 'CP20261127-042', 'CP20261127-999']);
    expect(numberExample('OUT{yy}{MM}/{seq:5}', '2026-01-05')).toBe('OUT2601/00001');
    // without a date the scope never changes: the serial never starts again
    expect(numberExample('N{seq:1}', '2026-01-05')).toBe('N1');
  });

  it('refuse what the server cannot run, with the reason', () => {
    const issue = (p: string) => { const r = parseNumberPattern(p); return 'error' in r ? r.error : null; };
    expect(issue('')).toBe(PATTERN_TEXT.empty);
    expect(issue('CP{yyyy}')).toBe(PATTERN_TEXT.oneSeq);
    expect(issue('{seq:2}{seq:2}')).toBe(PATTERN_TEXT.oneSeq);
    expect(issue('{seq:0}')).toBe(PATTERN_TEXT.badToken('seq:0'));
    expect(issue('{seq:3')).toBe(PATTERN_TEXT.badToken('seq:3'));
    expect(issue('{HH}{seq:3}')).toBe(PATTERN_TEXT.badToken('HH'));
    expect(issue('单{seq:3}')).toBe(PATTERN_TEXT.badChar('单'));
    expect(issue(`${'A'.repeat(NUMBER_MAX_LENGTH - 3)}{seq:3}`)).toBeNull();
    expect(issue(`${'A'.repeat(NUMBER_MAX_LENGTH - 2)}{seq:3}`)).toBe(PATTERN_TEXT.tooLong(NUMBER_MAX_LENGTH + 1));
  });

  it('is checked by the field format, with the pattern\'s own message', () => {
    const f = fieldSchema({ label: '规则格式', type: 'string', format: 'numberPattern', required: true });
    expect(f.safeParse('QC{yyyy}{MM}{dd}-{seq:3}').success).toBe(true);
    const bad = f.safeParse('QC{yyyy}');
    expect(bad.success ? null : bad.error.issues[0].message).toBe(PATTERN_TEXT.oneSeq);
  });

  it('lets a required number the server assigns be left blank', () => {
    const f = fieldSchema({ label: '入库单号', type: 'string', required: true, autoNumber: 'ft_crude_putin_no' });
    expect(f.safeParse('').success).toBe(true);
    expect(fieldSchema({ label: '入库单号', type: 'string', required: true }).safeParse('').success).toBe(false);
  });

  it('keeps a saved number: an edit may change it or leave it out, not blank it', () => {
    const edit = editSchema(crudePutinResource);
    expect(edit.safeParse({ id: 'r1' }).success).toBe(true);
    expect(edit.safeParse({ id: 'r1', putinNo: 'CP20261127-009' }).success).toBe(true);
    const blank = edit.safeParse({ id: 'r1', putinNo: '' });
    expect(blank.success ? null : blank.error.issues[0].message).toBe('请输入入库单号');
  });
});
