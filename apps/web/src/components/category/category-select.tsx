import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { joinValues, splitValues } from '@/components/dict';
import { isJsonObjectText, useLazyTree } from '@/components/tree-select';
import { CategoryLoadError, categoryNames, loadCategoryChildren, loadCategoryRoots } from './category-api';
import { CATEGORY_TEXT } from './texts';

export interface CategorySelectProps {
  /** Offer the categories below this code (e.g. 'B01' 食品分类); empty: the top level. */
  pcode?: string;
  /** A JSON object string narrowing the levels, over code and name (spec §4 Other). */
  condition?: string;
  multiple?: boolean;
  /** Selected category id(s), comma-joined when multiple. */
  value?: string;
  /**
   * The new value; with `back`, also `{ [back]: names }` so a form can store the names beside the ids
   * (JeecgBoot's back field).
   */
  onChange?: (value: string, back?: Record<string, string>) => void;
  back?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

function reportLoadError(err: unknown): void {
  if (err instanceof CategoryLoadError) feedback.message.error(err.message);
}

/** A category select (JeecgBoot's JCategorySelect): lazy levels of 分类字典, ids as values, names as labels. */
export function CategorySelect({ pcode, condition, multiple, value, onChange, back, placeholder = CATEGORY_TEXT.placeholder, disabled, id }: CategorySelectProps) {
  const validCondition = isJsonObjectText(condition);
  useEffect(() => { if (!validCondition) feedback.message.error(CATEGORY_TEXT.conditionError); }, [validCondition]);
  const roots = useQuery({
    queryKey: ['category-roots', pcode, condition],
    queryFn: () => loadCategoryRoots(pcode, condition),
    enabled: validCondition,
    retry: false,
  });
  useEffect(() => reportLoadError(roots.error), [roots.error, roots.errorUpdatedAt]);
  const lazy = useLazyTree(roots.data, (pid) => loadCategoryChildren(pid, condition), reportLoadError);
  const values = splitValues(value);
  const unknown = values.filter((v) => !lazy.labelOf(v));
  const names = useQuery({ queryKey: ['category-names', unknown], queryFn: () => categoryNames(unknown), enabled: unknown.length > 0, staleTime: Infinity, retry: false });
  const labelOf = (v: string) => lazy.labelOf(v) ?? names.data?.[v] ?? v;

  return (
    <TreeSelect
      id={id} disabled={disabled || !validCondition} status={validCondition ? undefined : 'error'} placeholder={placeholder}
      allowClear multiple={multiple} treeData={lazy.tree} loadData={lazy.loadData} loading={roots.isFetching}
      labelInValue value={values.map((v) => ({ value: v, label: labelOf(v) }))}
      listHeight={WIDGETS.treeDropdownMaxHeight} style={{ width: '100%' }}
      showSearch={{ treeNodeFilterProp: 'title' }}
      onChange={(next: Array<{ value: string; label?: unknown }> | { value: string; label?: unknown } | null) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        const ids = list.map((n) => String(n.value));
        const text = joinValues(list.map((n) => (typeof n.label === 'string' ? n.label : labelOf(String(n.value)))));
        onChange?.(joinValues(ids), back ? { [back]: text } : undefined);
      }}
    />
  );
}
