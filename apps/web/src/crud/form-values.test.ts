import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defineResource, positionResource, sellOriginResource } from '@foodtrace/contracts';
import { areaCodeFields, newRecordValues, prefilledValues, toFormValues, toWireValues } from './form-values';
import type { FormInstance } from 'antd';
import { fieldParsers, fieldRules, zodRule } from './field-rules';

const def = defineResource({
  key: 'thing', title: '物品', table: 't', basePath: '/t', permPrefix: 't',
  fields: {
    name: { label: '名称', type: 'string', required: true },
    level: { label: '等级', type: 'int', dict: 'level' },
    made: { label: '生产日期', type: 'date' },
    seen: { label: '检查时间', type: 'datetime' },
    hidden: { label: '内部', type: 'string', form: false },
  },
});

describe('form values', () => {
  it('starts a new record with each field\'s initial value and the signed-in user where a field says who did it', () => {
    const started = defineResource({
      key: 'route', title: '路由', table: 'r', basePath: '/r', permPrefix: 'r',
      fields: {
        name: { label: '名称', type: 'string' },
        status: { label: '状态', type: 'string', dict: 'valid_status', initial: '1' },
        level: { label: '等级', type: 'int', dict: 'level', initial: 2 },
        inspector: { label: '检验员', type: 'string', signedBy: true },
        hidden: { label: '内部', type: 'string', form: false, initial: 'x' },
      },
    });
    expect(newRecordValues(started, '张敏')).toEqual({ status: '1', level: '2', inspector: '张敏' });
    // opened with some fields filled (登记处置 for a lot): those over the starting values, the rest kept
    const filled = { ...newRecordValues(started, '张敏'), ...prefilledValues(started, { name: '华东路由', level: 3, hidden: 'y' }) };
    expect(filled).toEqual({ status: '1', level: '3', inspector: '张敏', name: '华东路由' });
  });

  it('turns wire values into widget values and back', () => {
    const row = { id: '1', name: 'a', level: 2, made: '2026-01-02', seen: '2026-01-02 03:04:05', hidden: 'x' };
    const form = toFormValues(def, row);
    expect(form.level).toBe('2');
    expect(dayjs.isDayjs(form.made)).toBe(true);
    expect(form).not.toHaveProperty('hidden');
    expect(toWireValues(def, form)).toEqual({ name: 'a', level: 2, made: '2026-01-02', seen: '2026-01-02 03:04:05' });
  });
  it('sends a cleared field as null so the server clears it', () => {
    expect(toWireValues(def, { name: '', level: undefined })).toEqual({ name: null, level: null, made: null, seen: null });
  });
});

describe('validation shared with the server', () => {
  const run = (mode: 'add' | 'edit', name: string, value: unknown) => {
    const f = positionResource.fields[name as keyof typeof positionResource.fields];
    const rule = zodRule(f, fieldParsers(positionResource, mode)[name]) as { validator: (r: unknown, v: unknown) => Promise<void> };
    return rule.validator({}, value);
  };
  it('gives the contract messages', async () => {
    await expect(run('add', 'name', '')).rejects.toThrow('请输入职务名称');
    await expect(run('add', 'code', 'a b')).rejects.toThrow('职务编码只能包含字母、数字、下划线和短横线');
    await expect(run('add', 'code', 'MGR-01')).resolves.toBeUndefined();
  });
  it('still requires a required field when editing', async () => {
    await expect(run('edit', 'rank', undefined)).rejects.toThrow('请选择职级');
  });
});

describe('order of two fields (FieldDef.notBefore)', () => {
  const ranged = defineResource({
    key: 'ranged', title: '区间', table: 'r', basePath: '/r', permPrefix: 'r',
    fields: {
      startDate: { label: '开始日期', type: 'date' },
      endDate: { label: '结束日期', type: 'date', notBefore: 'startDate' },
    },
  });
  /** Runs the field's rules as the antd form does, the other field's value read from `values`. */
  const check = async (name: string, values: Record<string, unknown>) => {
    const { rules, dependencies } = fieldRules(ranged, name, fieldParsers(ranged, 'add')[name]);
    const form = { getFieldValue: (n: string) => values[n] } as unknown as FormInstance;
    for (const rule of rules) {
      const r = (typeof rule === 'function' ? rule(form) : rule) as { validator?: (rule: unknown, value: unknown) => Promise<void> };
      await r.validator?.({}, values[name]);
    }
    return dependencies;
  };

  it('refuses an end before its start with the server message, and re-checks when the start changes', async () => {
    await expect(check('endDate', { startDate: dayjs('2026-05-02'), endDate: dayjs('2026-05-01') })).rejects.toThrow('结束日期不能早于开始日期');
    expect(await check('endDate', { startDate: dayjs('2026-05-01'), endDate: dayjs('2026-05-01') })).toEqual(['startDate']);
    await expect(check('endDate', { endDate: dayjs('2026-05-01') })).resolves.toEqual(['startDate']);
    expect(await check('startDate', { startDate: dayjs('2026-05-09'), endDate: dayjs('2026-05-01') })).toBeUndefined();
  });
});

describe('a place picked by area', () => {
  const rulesOf = (name: string) => fieldRules(sellOriginResource, name, fieldParsers(sellOriginResource, 'add')[name]);
  const check = async (name: string, codes: Record<string, unknown>) => {
    const form = { getFieldValue: (n: string) => codes[n] } as unknown as FormInstance;
    for (const rule of rulesOf(name).rules) {
      const r = (typeof rule === 'function' ? rule(form) : rule) as { validator?: (r: unknown, v: unknown) => Promise<void> };
      await r.validator?.({}, codes[name]);
    }
  };

  it('keeps its code fields out of sight, filled by the picker on the text field', () => {
    expect([...areaCodeFields(sellOriginResource)]).toEqual(['provinceCode', 'cityCode', 'districtCode']);
    expect(areaCodeFields(positionResource).size).toBe(0);
  });

  it('carries the requirement of its province on the picker, with its asterisk', async () => {
    expect(rulesOf('regionName').required).toBe(true);
    await expect(check('regionName', {})).rejects.toThrow('请选择所在地区');
    await expect(check('regionName', { regionName: '浙江省/杭州市', provinceCode: '330000', cityCode: '330100' })).resolves.toBeUndefined();
  });
});
