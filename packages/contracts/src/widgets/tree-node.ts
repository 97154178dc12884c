/**
 * A node of the lazily loaded tree selects (spec §3: dictionary tree node "key, leaf (0 = has children,
 * 1 = leaf)"; category tree node "key, leaf (0 or 1), children, label"). `isLeaf` repeats `leaf` as the
 * boolean antd's trees read; `value` repeats `key` for tree selects.
 */
export interface TreeSelectNode {
  key: string;
  value: string;
  title: string;
  label: string;
  /** 0 = has children, 1 = leaf. */
  leaf: 0 | 1;
  isLeaf: boolean;
  parentId: string | null;
  /** The category's code (category trees only). */
  code?: string;
  children?: TreeSelectNode[];
}
