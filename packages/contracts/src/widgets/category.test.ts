import { describe, expect, it } from 'vitest';
import { CATEGORY, CATEGORY_PERM_LABELS, CATEGORY_PERMS, categoryAddSchema, categoryEditSchema } from './category.ts';

describe('category contract (spec §7.2 Category)', () => {
  it('puts a category without a parent at the top level and never takes a code from the client', () => {
    expect(categoryAddSchema.parse({ name: ' 乳制品 ', pid: '' })).toEqual({ pid: CATEGORY.rootPid, name: '乳制品' });
    expect(categoryAddSchema.parse({ name: '液态奶', pid: 'p1', code: 'HACK' })).toEqual({ pid: 'p1', name: '液态奶' });
    expect(categoryAddSchema.safeParse({ name: '' }).success).toBe(false);
  });
  it('edits the name only', () => {
    expect(categoryEditSchema.parse({ id: 'c1', name: '酸奶', pid: 'moved', code: 'X' })).toEqual({ id: 'c1', name: '酸奶' });
    expect(categoryEditSchema.safeParse({ name: '酸奶' }).success).toBe(false);
  });
  it('labels every permission code', () => {
    for (const code of Object.values(CATEGORY_PERMS)) expect(CATEGORY_PERM_LABELS[code]).toBeTruthy();
  });
});
