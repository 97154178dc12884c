import { describe, expect, it } from 'vitest';
import type { CategoryRecord } from '@foodtrace/contracts';
import { categoryRows } from './category-rows';

const cat = (id: string, hasChild: '0' | '1'): CategoryRecord => ({
  id, pid: '0', name: id, code: id, hasChild, createBy: null, createTime: null, updateBy: null, updateTime: null,
});

describe('category tree rows (spec §4 Tree table)', () => {
  it('gives a parent a loading... placeholder until its children are loaded', () => {
    const rows = categoryRows([cat('A', '1'), cat('B', '0')], new Map());
    expect(rows[0].children).toEqual([{ id: 'A__loading', name: 'loading...', placeholder: true }]);
    expect(rows[1].children).toBeUndefined();
  });

  it('replaces the placeholder with the loaded children, nested, and drops it when none came back', () => {
    const loaded = new Map([['A', [cat('A1', '1')]], ['A1', [cat('A1a', '0')]], ['C', []]]);
    const rows = categoryRows([cat('A', '1'), cat('C', '1')], loaded);
    expect(rows[0].children?.[0].id).toBe('A1');
    expect(rows[0].children?.[0].children?.map((c) => c.id)).toEqual(['A1a']);
    expect(rows[1].children).toBeUndefined();
  });
});
