import { describe, expect, it } from 'vitest';
import type { TreeSelectNode } from '@foodtrace/contracts';
import { attachChildren, findNode, isJsonObjectText, toLazyNodes, treeDictParts } from './tree-data';

const node = (key: string, leaf: 0 | 1): TreeSelectNode => ({ key, value: key, title: key, label: key, leaf, isLeaf: leaf === 1, parentId: null });

describe('tree data (spec §4: root first, children lazily, an empty level makes a leaf)', () => {
  it('accepts only a JSON object as condition; empty means none', () => {
    expect(isJsonObjectText('{"org_category":"1"}')).toBe(true);
    expect(isJsonObjectText('')).toBe(true);
    expect(isJsonObjectText(undefined)).toBe(true);
    for (const bad of ['[1,2]', '"x"', '1', 'null', 'org_category=1', '{bad']) expect(isJsonObjectText(bad), bad).toBe(false);
  });

  it('reads leaf 0/1 into isLeaf', () => {
    expect(toLazyNodes([node('a', 0), node('b', 1)]).map((n) => n.isLeaf)).toEqual([false, true]);
    expect(toLazyNodes(null)).toEqual([]);
  });

  it('puts children under their parent, deep in the tree, without touching other branches', () => {
    const tree = toLazyNodes([node('a', 0), node('b', 0)]);
    const withA = attachChildren(tree, 'a', toLazyNodes([node('a1', 0)]));
    const deep = attachChildren(withA, 'a1', toLazyNodes([node('a1x', 1)]));
    expect(findNode(deep, 'a1x')?.title).toBe('a1x');
    expect(deep[1]).toBe(tree[1]);
  });

  it('turns a node whose children come back empty into a leaf', () => {
    const tree = attachChildren(toLazyNodes([node('a', 0)]), 'a', []);
    expect(tree[0]).toMatchObject({ isLeaf: true, leaf: 1, children: undefined });
  });

  it("reads JeecgBoot's dict 'table,text,code'", () => {
    expect(treeDictParts('sys_depart,depart_name,id')).toEqual({ tableName: 'sys_depart', text: 'depart_name', code: 'id' });
    expect(treeDictParts('sys_category')).toEqual({ tableName: 'sys_category', text: undefined, code: undefined });
  });
});
