import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '@/lib/http';
import { readDictCache } from '@/lib/dict-cache';
import { dictText, loadDictItems } from './dict-items';

vi.mock('@/lib/http', () => ({ getAction: vi.fn() }));
vi.mock('@/lib/dict-cache', () => ({ readDictCache: vi.fn() }));

const rank = [{ value: '1', text: '员级', title: '员级' }, { value: '3', text: '中级', title: '中级' }];
afterEach(() => vi.clearAllMocks());

describe('loadDictItems (spec §7.2: local cache first, then the server)', () => {
  it('refuses an empty code with 字典Code不能为空!', async () => {
    await expect(loadDictItems('')).rejects.toThrow('字典Code不能为空!');
  });
  it('answers from the login cache without a call', async () => {
    vi.mocked(readDictCache).mockReturnValue({ position_rank: rank });
    expect(await loadDictItems('position_rank')).toEqual(rank);
    expect(getAction).not.toHaveBeenCalled();
  });
  it('asks the server for a code the cache lacks', async () => {
    vi.mocked(readDictCache).mockReturnValue(null);
    vi.mocked(getAction).mockResolvedValue({ success: true, message: '', code: 200, result: rank, timestamp: 0 });
    expect(await loadDictItems('position_rank')).toEqual(rank);
    expect(getAction).toHaveBeenCalledWith('/sys/dict/getDictItems/position_rank', {});
  });
});

describe('dictText', () => {
  it('gives the text of a value, of each comma-separated value, and the value itself when unknown', () => {
    expect(dictText(rank, '3')).toBe('中级');
    expect(dictText(rank, '1,3')).toBe('员级,中级');
    expect(dictText(rank, '9')).toBe('9');
    expect(dictText(rank, null)).toBe('');
  });
});
