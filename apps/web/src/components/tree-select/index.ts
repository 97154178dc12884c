export { TreeDictSelect, type TreeDictSelectProps } from './tree-dict-select';
export { attachChildren, findNode, isJsonObjectText, toLazyNodes, treeDictParts, type LazyNode } from './tree-data';
export { useLazyTree } from './use-lazy-tree';
