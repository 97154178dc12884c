import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '@/lib/http';
import { DictCallError, searchDict, translateDict } from './dict-search-api';
import { cachedLabel, clearLabelCache, missingLabels } from './label-cache';

vi.mock('@/lib/http', () => ({ getAction: vi.fn() }));
const ok = <T>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
afterEach(() => { vi.clearAllMocks(); clearLabelCache(); });

describe('dictionary search and translation (spec §7.2 loadDict / loadDictItem, §4 labels cached per value)', () => {
  it('searches by keyword and page size and remembers the labels it saw', async () => {
    vi.mocked(getAction).mockResolvedValue(ok([{ value: 'admin', text: '系统管理员', title: '系统管理员' }]));
    await searchDict('sys_user,realname,username', '管理', 10);
    expect(getAction).toHaveBeenCalledWith('/sys/dict/loadDict/sys_user%2Crealname%2Cusername', { keyword: '管理', pageSize: 10 });
    expect(cachedLabel('sys_user,realname,username', 'admin')).toBe('系统管理员');
    expect(missingLabels('sys_user,realname,username', ['admin', 'qa'])).toEqual(['qa']);
  });
  it('translates values in their order and remembers them', async () => {
    vi.mocked(getAction).mockResolvedValue(ok(['女', '男']));
    expect(await translateDict('sex', ['2', '1'])).toEqual({ 2: '女', 1: '男' });
    expect(getAction).toHaveBeenCalledWith('/sys/dict/loadDictItem/sex', { key: '2,1' });
    expect(cachedLabel('sex', '1')).toBe('男');
    expect(await translateDict('sex', [])).toEqual({});
    expect(getAction).toHaveBeenCalledTimes(1);
  });
  it('carries a refusal as DictCallError (shown as a warning) and refuses an empty code', async () => {
    vi.mocked(getAction).mockResolvedValue({ success: false, message: '未注册的字典编码: x', code: 500, result: null, timestamp: 0 });
    await expect(searchDict('x', 'a', 10)).rejects.toBeInstanceOf(DictCallError);
    await expect(searchDict('', 'a', 10)).rejects.toThrow('字典Code不能为空!');
    await expect(translateDict('', ['a'])).rejects.toThrow('字典Code不能为空!');
  });
});
