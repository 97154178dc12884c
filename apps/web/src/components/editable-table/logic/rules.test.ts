import { describe, expect, it } from 'vitest';
import type { EditableColumn, RuleContext, ValidateRule } from '../types';
import { PATTERN_PRESETS, patternRegExp } from './patterns';
import { checkRule, countValues, firstFailure, isEmptyValue } from './rules';

const column: EditableColumn = { key: 'lot', title: '批号', type: 'input' };
const ctx = (value: unknown): RuleContext => ({ value, row: { id: 'r1', lot: value }, column, trigger: 'input' });
const fail = (rule: ValidateRule, value: unknown, same = 1) => checkRule(rule, ctx(value), same);

describe('pattern presets of spec §5', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['abc 12', '批号批号批号'], ['abcde', 'x'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFGHIJKLMNOPQR'], ['abcde', 'abcde1', 'x'.repeat(19)]],
    ['url', ['https://example.com', 'http://a.b/c?d=1', 'ftp://files.example.org/x'], ['example.com', 'http://', 'javascript:alert(1)']],
    ['e', ['qa@foodtrace.cn', 'a.b+c@x.co'], ['a@b', 'no-at.cn', 'a@@b.cn']],
    ['m', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380000']],
    ['p', ['100080', '310000'], ['010080', '10008']],
    ['s', ['abc', 'ABC'], ['ab1', '批号']],
    ['n', ['12', '-3.5', '0'], ['1.', 'a', '--1']],
    ['z', ['12', '-3', '0'], ['1.5', 'a']],
    ['money', ['0', '12', '12.5', '12.34'], ['12.345', '-1', '01', '.5']],
  ];
  it.each(cases)('%s', (preset, good, bad) => {
    for (const v of good) expect(PATTERN_PRESETS[preset as keyof typeof PATTERN_PRESETS].test(v), `${preset} ${v}`).toBe(true);
    for (const v of bad) expect(PATTERN_PRESETS[preset as keyof typeof PATTERN_PRESETS].test(v), `${preset} ${v}`).toBe(false);
  });

  it('treats any other string as a custom regular expression; a broken one never matches', () => {
    expect(patternRegExp('^[A-Z]{2}\\d+$').test('AB12')).toBe(true);
    expect(patternRegExp('([').test('anything')).toBe(false);
    expect(patternRegExp(/^x$/).test('x')).toBe(true);
  });
});

describe('checkRule', () => {
  it('required fails on empty values with the column title in the message', () => {
    expect(fail({ required: true }, '')).toBe('批号不能为空');
    expect(fail({ required: true }, '   ')).toBe('批号不能为空');
    expect(fail({ required: true }, null)).toBe('批号不能为空');
    expect(fail({ required: true }, [])).toBe('批号不能为空');
    expect(fail({ required: true, message: '请填写${title}' }, undefined)).toBe('请填写批号');
    expect(fail({ required: true }, 0)).toBeNull();
    expect(fail({ required: true }, false)).toBeNull();
  });

  it('unique (or pattern only) fails when two or more rows share a non-empty value', () => {
    expect(fail({ unique: true }, 'A1', 2)).toBe('批号不能重复');
    expect(fail({ pattern: 'only' }, 'A1', 3)).toBe('批号不能重复');
    expect(fail({ unique: true }, 'A1', 1)).toBeNull();
    expect(fail({ unique: true }, '', 5)).toBeNull();
  });

  it('skips a pattern for an empty value, except * which means non-empty', () => {
    expect(fail({ pattern: 'm' }, '')).toBeNull();
    expect(fail({ pattern: 'm' }, '123')).toBe('请输入正确的手机号码');
    expect(fail({ pattern: '*' }, '')).toBe('该项为必填项');
    expect(fail({ pattern: '^\\d+$' }, 'x')).toBe('批号格式不正确');
    expect(fail({ pattern: '^\\d+$', message: '只能是数字' }, 'x')).toBe('只能是数字');
  });

  it('runs a handler: false uses the message, a string is the message, true passes; it may be async', async () => {
    expect(fail({ handler: () => false, message: '不合格' }, 'x')).toBe('不合格');
    expect(fail({ handler: () => '批号已作废' }, 'x')).toBe('批号已作废');
    expect(fail({ handler: () => true }, 'x')).toBeNull();
    await expect(fail({ handler: async ({ value }) => (value === 'A' ? '已存在' : true) }, 'A')).resolves.toBe('已存在');
    await expect(fail({ handler: async () => { throw new Error('服务器拒绝'); } }, 'A')).resolves.toBe('服务器拒绝');
  });
});

describe('firstFailure', () => {
  it('checks the rules in order and returns the first failing message', () => {
    const rules: ValidateRule[] = [{ required: true }, { pattern: 'n6-16' }, { unique: true }];
    expect(firstFailure(rules, ctx(''), 1)).toBe('批号不能为空');
    expect(firstFailure(rules, ctx('123'), 2)).toBe('请输入6到16位数字');
    expect(firstFailure(rules, ctx('123456'), 2)).toBe('批号不能重复');
    expect(firstFailure(rules, ctx('123456'), 1)).toBeNull();
    expect(firstFailure(undefined, ctx('x'), 1)).toBeNull();
  });

  it('continues after an async rule that passes', async () => {
    const rules: ValidateRule[] = [{ handler: async () => true }, { pattern: 'z' }];
    await expect(firstFailure(rules, ctx('1.5'), 1)).resolves.toBe('请输入整数');
  });
});

describe('helpers', () => {
  it('countValues counts non-empty values as text', () => {
    expect(countValues(['A', 'B', 'A', '', null, 1, '1'])).toEqual(new Map([['A', 2], ['B', 1], ['1', 2]]));
  });
  it('isEmptyValue', () => {
    expect(isEmptyValue('')).toBe(true);
    expect(isEmptyValue('a')).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
  });
});
