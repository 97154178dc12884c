import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { joinValues, splitValues, useValueLabels } from '@/components/dict';
import { loadTreeLevel } from './tree-api';
import { isJsonObjectText } from './tree-data';
import { useLazyTree } from './use-lazy-tree';
import { TREE_TEXT } from './texts';

export interface TreeDictSelectProps {
  /** 'table,text,code' of a registered tree, e.g. 'sys_depart,depart_name,id' (JeecgBoot's dict). */
  dict: string;
  /** The parent column, when the client names it (must be the registered one). */
  pidField?: string;
  /** Start below this node instead of at the top level. */
  pidValue?: string;
  hasChildField?: string;
  /** A JSON object string of column → value narrowing every level (spec §4 Other). */
  condition?: string;
  multiple?: boolean;
  /** Selected key(s), comma-joined when multiple. */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A tree select over a registered tree dictionary (JeecgBoot's JTreeSelect): the top level first, children
 * on expand (spec §4 "Tree widgets load the root first and children lazily"); selected keys shown by label.
 */
export function TreeDictSelect({
  dict, pidField, pidValue, hasChildField, condition, multiple, value, onChange, placeholder = TREE_TEXT.placeholder, disabled, id,
}: TreeDictSelectProps) {
  const validCondition = isJsonObjectText(condition);
  useEffect(() => { if (!validCondition) feedback.message.error(TREE_TEXT.conditionError); }, [validCondition]);
  const base = { dict, pidField, hasChildField, condition };
  const roots = useQuery({
    queryKey: ['tree-dict', dict, pidValue, pidField, hasChildField, condition],
    queryFn: () => loadTreeLevel({ ...base, pid: pidValue }),
    enabled: validCondition && Boolean(dict),
    retry: false,
  });
  const { tree, loadData, labelOf } = useLazyTree(roots.data, (pid) => loadTreeLevel({ ...base, pid }));
  const values = splitValues(value);
  const labels = useValueLabels(dict, values);

  return (
    <TreeSelect
      id={id} disabled={disabled || !validCondition} status={validCondition ? undefined : 'error'} placeholder={placeholder}
      allowClear multiple={multiple} treeData={tree} loadData={loadData} loading={roots.isFetching}
      labelInValue value={values.map((v) => ({ value: v, label: labelOf(v) ?? labels[v] }))}
      listHeight={WIDGETS.treeDropdownMaxHeight} style={{ width: '100%' }}
      showSearch={{ treeNodeFilterProp: 'title' }}
      onChange={(next: Array<{ value: string }> | { value: string } | null) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        onChange?.(joinValues(list.map((n) => String(n.value))));
      }}
    />
  );
}
