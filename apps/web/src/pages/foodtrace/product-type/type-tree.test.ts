import { describe, expect, it } from 'vitest';
import { branchIds, buildTree, filterTree } from './type-tree';

const rows = [
  { id: 'dairy', typeName: '乳制品', sortNo: 1 },
  { id: 'milk', typeName: '巴氏杀菌乳', parentId: 'dairy', sortNo: 2 },
  { id: 'yog', typeName: '发酵乳', parentId: 'dairy', sortNo: 1 },
  { id: 'wip', typeName: '半成品', sortNo: 0 },
  { id: 'orphan', typeName: '孤儿', parentId: 'gone', sortNo: 5 },
  { id: 'loop', typeName: '自指', parentId: 'loop', sortNo: 6 },
];

describe('product type tree', () => {
  it('nests children under their parent in sort order and keeps orphans at the top', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual(['wip', 'dairy', 'orphan', 'loop']);
    expect(tree.find((n) => n.id === 'dairy')!.children!.map((n) => n.id)).toEqual(['yog', 'milk']);
  });

  it('keeps the path to a match', () => {
    const found = filterTree(buildTree(rows), '发酵');
    expect(found.map((n) => n.id)).toEqual(['dairy']);
    expect(found[0].children!.map((n) => n.id)).toEqual(['yog']);
    expect(filterTree(buildTree(rows), '不存在')).toEqual([]);
    expect(branchIds(buildTree(rows))).toEqual(['dairy']);
  });
});
