import { describe, expect, it } from 'vitest';
import { filterDepartTree } from './depart-picker/depart-tree-data';
import { toPage } from './picker-api';
import { labelsText, mergeSelection } from './selection';
import { matchUser, pageOf, userListParams, type UserRow } from './user-picker/user-query';

const user = (o: Partial<UserRow>): UserRow => ({ id: 'x', username: 'x', realname: null, sex: null, phone: null, birthday: null, orgCodeTxt: null, ...o });

describe('picker selection across pages', () => {
  const keyOf = (r: { id: string }) => r.id;
  it('keeps rows chosen on other pages and adds the visible ones', () => {
    const before = new Map([['a', { id: 'a' }], ['b', { id: 'b' }]]);
    const next = mergeSelection(before, ['a', 'c'], [{ id: 'c' }, { id: 'd' }], keyOf);
    expect([...next.keys()]).toEqual(['a', 'c']);
  });
  it('shows labels joined with commas', () => {
    expect(labelsText(['李质检', '', '王化验'])).toBe('李质检,王化验');
  });
  it('reads a list answer as an array or a page (spec §7)', () => {
    expect(toPage([1, 2])).toEqual({ records: [1, 2], total: 2 });
    expect(toPage({ records: [1], total: 9 })).toEqual({ records: [1], total: 9 });
    expect(toPage(null)).toEqual({ records: [], total: 0 });
  });
});

describe('user picker filters (spec §3: by sex and birthday)', () => {
  it('builds /sys/user/list parameters with the list conventions', () => {
    expect(userListParams({ username: ' qa ', sex: '2', birthday: ['1990-01-01', undefined] }, 2, 10)).toEqual({
      pageNo: 2, pageSize: 10, column: 'username', order: 'asc', username: '*qa*', sex: '2', birthday_begin: '1990-01-01',
    });
  });
  it('applies the same filters to a department\'s members in the browser', () => {
    const li = user({ username: 'qa_li', realname: '李质检', sex: 2, birthday: '1992-05-01' });
    expect(matchUser(li, { realname: '质检' })).toBe(true);
    expect(matchUser(li, { sex: '1' })).toBe(false);
    expect(matchUser(li, { birthday: ['1990-01-01', '1995-12-31'] })).toBe(true);
    expect(matchUser(li, { birthday: [undefined, '1991-12-31'] })).toBe(false);
    expect(matchUser(user({ birthday: null }), { birthday: ['1990-01-01', undefined] })).toBe(false);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

describe('department tree search', () => {
  it('keeps matches with their ancestors', () => {
    const tree = [{ key: 'c', title: '公司', children: [{ key: 'q', title: '质量管理部', children: [{ key: 'l', title: '化验室' }] }, { key: 'p', title: '生产部' }] }];
    expect(filterDepartTree(tree, '化验')).toEqual([{ key: 'c', title: '公司', children: [{ key: 'q', title: '质量管理部', children: [{ key: 'l', title: '化验室', children: undefined }] }] }]);
    expect(filterDepartTree(tree, '')).toEqual(tree);
  });
});
