import { describe, expect, it } from 'vitest';
import { destValues, popupConfigError, popupSelectionError, rowKeyOf, rowKeysOf, splitFields } from './popup-config';
import { reportQueryParams, splitQueryItems } from './report-query';

describe('popup configuration (spec §4 Other, verbatim errors)', () => {
  it('needs a code and both field lists', () => {
    expect(popupConfigError('', 'a', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigError('r', '', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigError('r', 'a', ' ')).toBe('popup参数未正确配置!');
  });
  it('needs as many target fields as original fields', () => {
    expect(popupConfigError('r', 'a,b', 'x')).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(popupConfigError('r', 'a,b', 'x,y')).toBeNull();
    expect(splitFields(' a, b ,')).toEqual(['a', 'b']);
  });
});

describe('popup selection and rows', () => {
  it('warns 请选择一条记录 with no row, or with more than one in single mode', () => {
    expect(popupSelectionError(false, 0)).toBe('请选择一条记录');
    expect(popupSelectionError(false, 2)).toBe('请选择一条记录');
    expect(popupSelectionError(false, 1)).toBeNull();
    expect(popupSelectionError(true, 0)).toBe('请选择一条记录');
    expect(popupSelectionError(true, 3)).toBeNull();
  });
  it('keys a row by its values concatenated, cut to 50 characters', () => {
    expect(rowKeyOf({ a: 'A01', b: 'admin', c: null, d: 1 })).toBe('A01admin1');
    expect(rowKeyOf({ a: 'x'.repeat(40), b: 'y'.repeat(40) })).toHaveLength(50);
    const long = { a: 'z'.repeat(60) };
    expect(rowKeysOf([long, long, { a: 'q' }])).toEqual(['z'.repeat(50), `${'z'.repeat(50)}#1`, 'q']);
  });
  it('writes each target field from its original field, joined over the rows', () => {
    const rows = [{ username: 'qa_li', realname: '李质检' }, { username: 'qa_wang', realname: null }];
    expect(destValues(rows, 'username,realname', 'account,name')).toEqual({ account: 'qa_li,qa_wang', name: '李质检,' });
  });
});

describe('report query parameters (spec §4 input filter, reference/JEECG.md §1.8)', () => {
  const items = [
    { field: 'name', label: '名称', mode: 'single' as const, view: 'string' as const },
    { field: 'sex', label: '性别', mode: 'single' as const, view: 'int' as const, dictCode: 'sex' },
    { field: 'made', label: '生产日期', mode: 'group' as const, view: 'date' as const, hidden: '1' as const },
  ];
  it('wraps text as *v*, keeps dictionary and number values exact, sends ranges as _begin/_end', () => {
    expect(reportQueryParams(items, { name: ' 乳 ', sex: '2', made: ['2026-01-01', undefined] })).toEqual({ name: '*乳*', sex: '2', made_begin: '2026-01-01' });
    expect(reportQueryParams(items, { name: '', sex: undefined })).toEqual({});
  });
  it('folds hidden items', () => {
    expect(splitQueryItems(items).folded.map((i) => i.field)).toEqual(['made']);
  });
});
