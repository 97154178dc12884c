import type { KeyboardEvent, ReactNode } from 'react';
import { Tooltip } from 'antd';
import { resolveCell } from './cells/registry';
import type { CellProps } from './cells/cell-types';
import { textOf } from './cells/input-cell';
import { placeholderOf } from './cells/column-options';
import type { RowSnapshot } from './store/table-store';
import { useTable } from './table-context';
import type { EditableColumn } from './types';

export interface TableCellProps {
  snapshot: RowSnapshot;
  rowIndex: number;
  column: EditableColumn;
  width: number;
}

/** Cells whose value is typed (请输入…); the others are chosen (请选择…). */
const TYPED = new Set<string>(['input', 'inputNumber', 'input_pop']);
const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * One cell: its editor when editing (always with alwaysEdit, else after a click — spec §4), its view
 * otherwise; the first failing rule's message as a tooltip and a red frame (spec §5).
 */
export function TableCell({ snapshot, rowIndex, column, width }: TableCellProps): ReactNode {
  const { controller, alwaysEdit, cellEditors, slots } = useTable();
  const row = snapshot.data;
  const { id } = row;
  const { key } = column;
  const error = snapshot.errors[key];
  const disabled = controller.isCellDisabled(id, column);
  const cell = column.type === 'slot' ? undefined : resolveCell(column.type, cellEditors);
  const editing = Boolean(cell?.inline) || alwaysEdit || (snapshot.activeKey === key && !disabled);

  const props: CellProps = {
    value: row[key], row, rowIndex, column, disabled, invalid: Boolean(error),
    autoFocus: !alwaysEdit && snapshot.activeKey === key, upload: snapshot.uploads[key],
    onInput: (v) => controller.change(id, key, v, 'input'),
    onChange: (v) => controller.change(id, key, v, 'change'),
    onBlur: () => controller.blur(id, key),
    setRowValues: (values) => controller.setRowValues(id, values),
    startUpload: (file) => controller.upload(id, key, file),
    clearUpload: () => controller.clearUpload(id, key),
  };

  const clickable = !editing && !disabled && column.type !== 'slot';
  let content: ReactNode;
  if (column.type === 'slot') {
    const render = slots?.[column.slotName ?? key];
    content = render ? render({ value: row[key], row, rowIndex, column, setValues: props.setRowValues }) : null;
  } else if (!cell) content = <span className="et-text">{textOf(row[key])}</span>;
  else if (editing) content = <cell.Editor {...props} />;
  // An empty cell that opens its editor on a click says what goes there (a new row is otherwise a blank strip).
  else if (clickable && isBlank(row[key])) content = <span className="et-text et-placeholder">{placeholderOf(column, !TYPED.has(column.type))}</span>;
  else content = cell.View ? <cell.View {...props} /> : <span className="et-text" title={textOf(row[key])}>{textOf(row[key])}</span>;

  const activate = () => {
    if (clickable) controller.store.setActive({ id, key });
  };
  // Keyboard: Enter or F2 edits a focused cell, Escape ends editing (the focus stays in the row).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (clickable && (e.key === 'Enter' || e.key === 'F2')) activate();
    else if (e.key === 'Escape' && !alwaysEdit && snapshot.activeKey === key) controller.store.setActive(null);
  };
  const body = (
    <div role="gridcell" data-key={key} className={`et-cell${error ? ' et-cell--error' : ''}${editing ? '' : ' et-cell--view'}`}
      style={{ width }} tabIndex={clickable ? 0 : undefined} aria-invalid={error ? true : undefined} onClick={activate} onKeyDown={onKeyDown}>
      {content}
    </div>
  );
  return error ? <Tooltip title={error} color="#ff4d4f" trigger={['hover', 'focus']}>{body}</Tooltip> : body;
}
