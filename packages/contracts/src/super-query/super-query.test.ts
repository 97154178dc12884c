import { describe, expect, it } from 'vitest';
import { positionResource } from '../resources/position.ts';
import { crudePutinResource } from '../resources/foodtrace/crude-putin.ts';
import { superQueryFieldsOf } from './fields.ts';
import { changeField, changeRule, cleanLines, incompleteLineNumbers, isEmptyQuery, newLine, type SuperQueryLine } from './lines.ts';
import { buildSuperQueryParams } from './params.ts';
import { RULES_BY_TYPE, SUPER_QUERY_MATCH_LABELS, SUPER_QUERY_RULE_LABELS } from './rules.ts';

const rank = superQueryFieldsOf(positionResource).find((f) => f.value === 'rank')!;
const name = superQueryFieldsOf(positionResource).find((f) => f.value === 'name')!;

describe('advanced query rules', () => {
  it('offers the ten rules with the Chinese labels and both match types (spec §4)', () => {
    expect(SUPER_QUERY_RULE_LABELS).toEqual({
      eq: '等于', like: '包含', right_like: '以..开始', left_like: '以..结尾', in: '在...中',
      ne: '不等于', gt: '大于', ge: '大于等于', lt: '小于', le: '小于等于',
    });
    expect(Object.keys(SUPER_QUERY_MATCH_LABELS)).toEqual(['and', 'or']);
    expect(RULES_BY_TYPE.string).toHaveLength(10);
  });

  it('derives the fields from the resource definition, typed, plus 创建人 and 创建时间', () => {
    expect(superQueryFieldsOf(positionResource)).toEqual([
      { value: 'code', label: '职务编码', type: 'string' },
      { value: 'name', label: '职务名称', type: 'string' },
      { value: 'rank', label: '职级', type: 'dict', dictCode: 'position_rank' },
      { value: 'createBy', label: '创建人', type: 'dict', dictCode: 'sys_user,realname,username' },
      { value: 'createTime', label: '创建时间', type: 'datetime' },
    ]);
  });

  it('offers a department-owned resource\'s 所属部门 as a department select', () => {
    expect(superQueryFieldsOf(crudePutinResource).at(-1)).toEqual({ value: 'sysOrgCode', label: '所属部门', type: 'dict', dictCode: 'sys_depart,depart_name,org_code' });
    expect(superQueryFieldsOf(positionResource).map((f) => f.value)).not.toContain('sysOrgCode');
  });
});

describe('advanced query lines', () => {
  it('counts no lines, blank lines and a single unfinished line as an empty query (spec §4)', () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([newLine(), newLine()])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: 'eq' }])).toBe(true);
    expect(isEmptyQuery([{ rule: 'eq', val: 'x' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: 'eq', val: ' ' }, newLine()])).toBe(true); // blanks are no value
    expect(isEmptyQuery([{ field: 'name', rule: 'in', val: [] }])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: 'eq', val: '经理' }, newLine()])).toBe(false);
  });

  it('names the unfinished lines among several', () => {
    const lines: SuperQueryLine[] = [{ field: 'name', rule: 'eq', val: 'a' }, newLine(), { field: 'code', rule: 'eq' }];
    expect(incompleteLineNumbers(lines)).toEqual([3]);
  });

  it('cuts a multi-value to its first value when the rule leaves 在...中, and wraps one when it enters', () => {
    const multi: SuperQueryLine = { field: 'rank', rule: 'in', val: ['4', '5'], type: 'dict' };
    expect(changeRule(multi, 'eq').val).toBe('4');
    expect(changeRule({ ...multi, val: '4,5' }, 'ne').val).toBe('4');
    expect(changeRule({ ...multi, val: undefined }, 'eq').val).toBeUndefined();
    expect(changeRule({ field: 'rank', rule: 'eq', val: '3' }, 'in').val).toEqual(['3']);
    expect(changeRule({ field: 'name', rule: 'eq', val: 'a' }, 'like').val).toBe('a');
  });

  it('takes type and dictionary from the chosen field, clears the value, keeps a rule that still fits', () => {
    expect(changeField({ field: 'name', rule: 'like', val: 'x' }, rank)).toEqual({ field: 'rank', rule: 'eq', type: 'dict', dictCode: 'position_rank' });
    expect(changeField({ field: 'rank', rule: 'ne', val: '1' }, name)).toEqual({ field: 'name', rule: 'ne', type: 'string' });
    expect(changeField({ field: 'rank', rule: 'ne', val: '1' }, undefined)).toEqual({ rule: 'ne' });
  });

  it('drops blank lines and trims values before sending', () => {
    expect(cleanLines([newLine(), { field: 'name', rule: 'in', val: [' a ', '', 'b'] }])).toEqual([{ field: 'name', rule: 'in', val: ['a', 'b'] }]);
  });
});

describe('buildSuperQueryParams', () => {
  it('sends encodeURI(JSON.stringify(lines)) and the match type, multi-values joined by commas', () => {
    const lines: SuperQueryLine[] = [
      { field: 'name', rule: 'like', val: '专员', type: 'string' },
      { field: 'rank', rule: 'in', val: ['4', '5'], type: 'dict', dictCode: 'position_rank' },
      newLine(),
    ];
    const p = buildSuperQueryParams(lines, 'or');
    expect(p.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURI(p.superQueryParams))).toEqual([
      { field: 'name', rule: 'like', val: '专员', type: 'string' },
      { field: 'rank', rule: 'in', val: '4,5', type: 'dict', dictCode: 'position_rank' },
    ]);
    expect(p.superQueryParams).toBe(encodeURI(JSON.stringify(JSON.parse(decodeURI(p.superQueryParams)))));
    expect(p.superQueryParams.startsWith('%5B%7B%22field%22')).toBe(true);
  });
});
