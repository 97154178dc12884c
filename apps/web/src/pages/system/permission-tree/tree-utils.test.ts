import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '@foodtrace/contracts';
import { allKeys, fullyGranted, keysToSave, parentKeys } from './tree-utils';

const node = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key, value: key, title: key, parentId: null, menuType: children ? 1 : 2, ruleFlag: 0, isLeaf: !children, icon: null,
  ...(children ? { children } : {}),
});
const tree = [node('sys', [node('user', [node('user:add'), node('user:edit')]), node('role', [node('role:add')])]), node('home')];

describe('authorisation tree helpers', () => {
  it('lists every key and the parents', () => {
    expect(allKeys(tree)).toEqual(['sys', 'user', 'user:add', 'user:edit', 'role', 'role:add', 'home']);
    expect(parentKeys(tree)).toEqual(['sys', 'user', 'role']);
  });

  it('checks only nodes whose whole subtree is granted, so a partly granted menu stays half-checked', () => {
    const granted = new Set(['sys', 'user', 'user:add', 'role', 'role:add', 'home']);
    expect(fullyGranted(tree, granted).sort()).toEqual(['home', 'role', 'role:add', 'user:add'].sort());
  });

  it('a granted menu without its buttons is not checked (it would check all buttons)', () => {
    expect(fullyGranted(tree, new Set(['sys', 'user']))).toEqual([]);
  });

  it('saves checked plus half-checked keys when linked, exactly the checked ones when not', () => {
    expect(keysToSave(['user:add'], ['user', 'sys'], true)).toEqual(['user:add', 'user', 'sys']);
    expect(keysToSave(['user'], ['sys'], false)).toEqual(['user']);
  });
});
