import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { WIDGETS } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import type { CellComponent, CellProps } from './cell-types';
import { joinMulti, placeholderOf, splitMulti } from './column-options';

interface DepartNode {
  value: string;
  title: string;
  children?: DepartNode[];
}

interface DepartAnswerNode { id?: string; key?: string; value?: string; title?: string; departName?: string; children?: DepartAnswerNode[] }

function slim(nodes: readonly DepartAnswerNode[] | null | undefined): DepartNode[] {
  return (nodes ?? []).map((n) => ({
    value: String(n.value ?? n.id ?? n.key), title: String(n.title ?? n.departName ?? ''),
    children: n.children?.length ? slim(n.children) : undefined,
  }));
}

/** spec §7.2 Department: GET /sys/sysDepart/queryTreeList (a session is enough: it feeds pickers). */
export function useDepartTree() {
  return useQuery({
    queryKey: ['editable-table', 'depart-tree'],
    queryFn: async () => {
      const res = await getAction<DepartAnswerNode[]>('/sys/sysDepart/queryTreeList');
      if (!res.success) throw new Error(res.message);
      return slim(res.result);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function departNames(tree: readonly DepartNode[] | undefined, value: unknown): string[] {
  const names = new Map<string, string>();
  const walk = (nodes: readonly DepartNode[]) => nodes.forEach((n) => { names.set(n.value, n.title); if (n.children) walk(n.children); });
  walk(tree ?? []);
  return splitMulti(value).map((id) => names.get(id) ?? id);
}

function DepartEditor({ value, column, disabled, invalid, autoFocus, onChange, onBlur }: CellProps) {
  const { data, isLoading } = useDepartTree();
  const multiple = Boolean(column.props?.multiple);
  const ids = splitMulti(value);
  return (
    <TreeSelect
      treeData={data ?? []} loading={isLoading} value={multiple ? ids : ids[0]} multiple={multiple} allowClear
      disabled={disabled} autoFocus={autoFocus} status={invalid ? 'error' : undefined} style={{ width: '100%' }}
      placeholder={placeholderOf(column, true)} treeDefaultExpandAll maxTagCount={WIDGETS.dictTagMaxInMultiple}
      showSearch treeNodeFilterProp="title" listHeight={WIDGETS.treeDropdownMaxHeight} popupMatchSelectWidth={false}
      onChange={(v: string | string[] | undefined) => onChange(Array.isArray(v) ? joinMulti(v) : v ?? '')}
      onBlur={onBlur}
    />
  );
}

function DepartView({ value }: CellProps) {
  const { data } = useDepartTree();
  return <span>{departNames(data, value).join(',')}</span>;
}

/**
 * sel_depart: the built-in department picker, a tree select of the organisation (value: department id,
 * comma-joined with props.multiple). The full department picker replaces it through registerCellEditor.
 */
export const DepartCell: CellComponent = { Editor: DepartEditor, View: DepartView };
