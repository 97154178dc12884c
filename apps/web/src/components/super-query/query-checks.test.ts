import { describe, expect, it } from 'vitest';
import { newLine } from '@foodtrace/contracts';
import { checkRun, checkSave, saveName } from './query-checks';

describe('run and save checks (spec §4)', () => {
  it('refuse an empty query with the spec messages', () => {
    expect(checkRun([newLine()], 'and')).toEqual({ ok: false, warning: '不能查询空条件' });
    expect(checkRun([], 'and')).toEqual({ ok: false, warning: '不能查询空条件' });
    expect(checkSave([{ field: 'name', rule: 'eq' }])).toEqual({ ok: false, warning: '空条件不能保存' });
  });

  it('name a half-filled line among several instead of sending it', () => {
    const lines = [{ field: 'name', rule: 'eq' as const, val: 'a' }, { field: 'code', rule: 'eq' as const }];
    expect(checkRun(lines, 'or')).toEqual({ ok: false, warning: '第 2 行条件不完整，请补全或删除' });
    expect(checkSave(lines)).toEqual({ ok: false, warning: '第 2 行条件不完整，请补全或删除' });
  });

  it('give the params and the number of conditions, blank lines left out', () => {
    const check = checkRun([{ field: 'name', rule: 'like', val: '经理' }, newLine()], 'or');
    expect(check).toMatchObject({ ok: true, count: 1, params: { superQueryMatchType: 'or' } });
  });

  it('refuse an empty save name (保存名称不能为空 is shown for null)', () => {
    expect(saveName('   ')).toBeNull();
    expect(saveName(' 常用 ')).toBe('常用');
  });
});
