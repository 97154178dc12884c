import { Button, Popconfirm, Space, Tooltip, type TableColumnsType } from 'antd';
import { NO_DELETE_KEY, permissionCode, resourceActions, type FieldDef, type ResourceDef } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { sizeText } from '@/lib/format-bytes';
import { usePermission } from '@/lib/permissions';
import { columnSortOrder, type ListSort } from './list-params';
import type { ResourceRow } from './resource-api';
import { actionSeparator } from './row-actions';
import { CRUD_TEXT } from './texts';

export interface RowActions {
  onEdit: (row: ResourceRow) => void;
  onDetail: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => Promise<void>;
}

/**
 * Free text (a description, a remark, an address) is cut with … at this width; the whole text is in the cell's
 * title and the detail. A list scrolls sideways at its content's width (scroll.x max-content, where a column's
 * width is only its least), so without this a list is as wide as its longest remark.
 */
const FREE_TEXT_WIDTH = 220;
const isFreeText = (f: FieldDef) => !f.dict && !f.ref && (f.type === 'text' || (f.type === 'string' && (f.maxLength ?? 255) > 100));
/** A cell pads its content 16 px on either side. */
const CELL_PADDING = 32;
/** Clipped at FREE_TEXT_WIDTH, or within the column's own width where the field declares one (a view made for that text). */
const clippedTo = (width: number) => (text: unknown) => {
  const value = text === null || text === undefined ? '' : String(text);
  return <div title={value} style={{ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{value}</div>;
};

/** Columns of every declared field with list !== false, then 操作 (edit / detail / delete). */
export function resourceColumns(def: ResourceDef, sort: ListSort, pageStart: number, actions: RowActions) {
  const columns: TableColumnsType<ResourceRow> = [{
    title: CRUD_TEXT.index, key: '__index', width: 60, align: 'center',
    render: (_v, _r, i) => pageStart + i + 1,
  }];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.list === false) continue;
    columns.push({
      title: f.label, key: name, align: 'center', width: f.width, ellipsis: true,
      // Dictionary and reference fields show the text the server adds as `<field>_dictText`.
      dataIndex: f.dict || f.ref ? `${name}_dictText` : name,
      sorter: Boolean(f.sortable), sortOrder: f.sortable ? columnSortOrder(sort, name) : undefined,
      // The server translates dictionaries (`_dictText`); the tag looks the value up only if it did not.
      render: f.dict
        ? (text: unknown, row) => <DictTag dictCode={f.dict!} value={row[name]} text={text ? String(text) : null} />
        : f.bytes ? sizeText : isFreeText(f) ? clippedTo(f.width ? f.width - CELL_PADDING : FREE_TEXT_WIDTH) : undefined,
    });
  }
  columns.push({
    title: CRUD_TEXT.actions, key: '__actions', align: 'center', width: actionsWidth(def), fixed: 'right',
    render: (_v, row) => <ActionsCell def={def} row={row} actions={actions} />,
  });
  return columns;
}

/**
 * Room for a row of links, from their labels: a small link button is 14 px per character and 16 px of padding,
 * 4 px stand between two, and the cell pads 16 px (measured at 1440 px: 编辑 | 详情 | 删除 take 139 px, with
 * 停止 | 立即执行 after them 263 px). Every pixel more pushes a column under the fixed 操作 column.
 */
export const linksWidth = (labels: string[]): number =>
  labels.reduce((width, label) => width + label.length * 14 + 16, 0) + 4 * (labels.length - 1) + 16;

/** The links the generic 操作 cell can show: 编辑 and 删除 where the resource has those routes, 详情 always. */
const baseActionLabels = (def: ResourceDef): string[] => {
  const routes = resourceActions(def);
  return [...(routes.includes('edit') ? [CRUD_TEXT.edit] : []), CRUD_TEXT.detail, ...(routes.includes('delete') ? [CRUD_TEXT.delete] : [])];
};

/** 操作's width: the generic links, then the labels of a screen's own ones (授权, 字典配置, 停止 | 立即执行 …). */
export const actionsWidth = (def: ResourceDef, more: string[] = []): number => linksWidth([...baseActionLabels(def), ...more]);

/**
 * 编辑 | 详情 | 删除 with the 'has' rule (spec §6): a denied action is left out (strategy 1) or greyed out
 * (strategy 2). The cell decides itself so that separators only stand between links that are shown.
 */
function ActionsCell({ def, row, actions }: { def: ResourceDef; row: ResourceRow; actions: RowActions }) {
  const routes = resourceActions(def);
  const editRule = usePermission(permissionCode(def, 'edit'));
  const removeRule = usePermission(permissionCode(def, 'delete'));
  // No generic route means no link at all, whatever the permissions say.
  const edit = routes.includes('edit') ? editRule : 'hidden';
  const remove = routes.includes('delete') ? removeRule : 'hidden';
  const link = (label: string, onClick?: () => void, extra?: { danger?: boolean; disabled?: boolean }) => (
    <Button type="link" size="small" onClick={onClick} {...extra}>{label}</Button>
  );
  // A record the server will not delete (NO_DELETE_KEY) says why before anyone confirms anything.
  const undeletable = typeof row[NO_DELETE_KEY] === 'string' ? row[NO_DELETE_KEY] as string : undefined;
  const deleteLink = link(CRUD_TEXT.delete, undefined, { danger: true, disabled: remove === 'disabled' || Boolean(undeletable) });
  return (
    <Space size={0} separator={actionSeparator}>
      {edit !== 'hidden' && link(CRUD_TEXT.edit, () => actions.onEdit(row), { disabled: edit === 'disabled' })}
      {link(CRUD_TEXT.detail, () => actions.onDetail(row))}
      {remove === 'show' && undeletable && <Tooltip title={undeletable}><span>{deleteLink}</span></Tooltip>}
      {remove === 'show' && !undeletable && (
        <Popconfirm title={CRUD_TEXT.confirmDelete} onConfirm={() => actions.onDelete(row)}
          okText={CRUD_TEXT.ok} cancelText={CRUD_TEXT.cancel}>
          {deleteLink}
        </Popconfirm>
      )}
      {remove === 'disabled' && deleteLink}
    </Space>
  );
}
