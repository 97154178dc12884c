import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { EDITABLE_TABLE, WIDGETS } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { feedback } from '@/lib/feedback';
import type { CellRegistry } from './cells/cell-types';
import { defaultCellUploader } from './cells/upload-request';
import { authDecision, AUTH_BUTTON } from './logic/auth-pre';
import { isOutsideClick } from './logic/outside-click';
import { rowIdsOf } from './logic/row-values';
import { statisticsKinds } from './logic/statistics';
import { TableController, type CellUploader, type ValueChangeEvent } from './store/table-controller';
import { TableContext, type TableContextValue } from './table-context';
import { TableGrid, type GridHandle } from './table-grid';
import { TableToolbar } from './table-toolbar';
import { TableValidationError } from './table-validation';
import { TABLE_TEXT } from './texts';
import type { DisabledRowsRule, EditableColumn, SlotRender, TableRow } from './types';
import { useColumnLayout } from './use-column-layout';
import { useTableOptions } from './use-table-options';
import { useTableSocket } from './use-table-socket';
import './editable-table.css';

/** What a parent can do with the table through its ref. */
export interface EditableTableHandle {
  /** The rows as they are, in order (no validation). */
  getValues(): TableRow[];
  /** The rows after validating every cell (spec §5); rejects with a TableValidationError. */
  getValuesPromise(validate?: boolean): Promise<TableRow[]>;
  validateTable(): Promise<void>;
  /** Ids of saved rows the user deleted (spec §4). */
  getDeleteIds(): string[];
  getSelectedIds(): string[];
  /** Adds rows (column defaults filled in) at `index` (default the end); returns their ids. */
  addRows(rows?: Array<Partial<TableRow>>, options?: { index?: number }): string[];
  /** Removes rows by id, row or a list of them; any other argument throws (spec §8). */
  removeRows(rows: string | TableRow | Array<string | TableRow>): void;
  setValues(updates: Array<{ rowId: string; values: Record<string, unknown> }>): void;
  clearSelection(): void;
  scrollToRow(index: number): void;
}

export interface EditableTableProps {
  columns: EditableColumn[];
  /** The rows to edit; a new array starts over (selection, errors and deleted ids are reset). */
  dataSource: TableRow[];
  loading?: boolean;
  /** Cells show their editors all the time; off: a click edits a cell (spec §4). Default false. */
  alwaysEdit?: boolean;
  /** The whole table is read-only. */
  disabled?: boolean;
  /** Rows matching { field: value | [values] } cannot be selected or edited (spec §4). */
  disabledRows?: DisabledRowsRule;
  rowNumber?: boolean;
  rowSelection?: boolean;
  /** The drag handle: drag, move up/down, insert below (spec §4); numbers `dragSortKey` from 1. */
  dragSort?: boolean;
  /** Default orderNum (spec §9), or the column flagged isOrder. */
  dragSortKey?: string;
  /** Default 400 px (spec §9). */
  maxHeight?: number;
  /** Permission prefix: excludes columns and the add / batch_delete buttons the user lacks (spec §6). */
  authPre?: string;
  /** The tab this table sits in; carried by a validation failure (spec §5). */
  tabKey?: string;
  /** Joins the real-time table socket of this page id (spec §4, §7.5). */
  socketPageId?: string;
  toolbar?: boolean;
  toolbarExtra?: ReactNode;
  emptyText?: string;
  /** Replaces built-in cell editors for this table (e.g. the full user picker). */
  cellEditors?: CellRegistry;
  /** Render functions of slot columns, by slotName (or column key). */
  slots?: Record<string, SlotRender>;
  /** Replaces the built-in upload (POST /sys/common/upload) of upload, file and image cells. */
  uploader?: CellUploader;
  onValueChange?: (event: ValueChangeEvent) => void;
  onSelectionChange?: (ids: string[]) => void;
  /** A server push to the page's tables (common_send_date, spec §4). */
  onSocketCommon?: (data: unknown) => void;
  ref?: Ref<EditableTableHandle>;
}

/**
 * The editable data grid of spec §2.7 / §3 / §4 / §5 / §9 (JeecgBoot's JVxeTable): 18 column types,
 * per-cell validation, row operations, selection, drag sort, statistics, uploads, permission exclusions and
 * real-time sync between the instances of a page. Virtual rendering keeps 10,000 rows smooth. See README.md.
 */
export function EditableTable(props: EditableTableProps) {
  const {
    columns, dataSource, loading = false, alwaysEdit = false, disabled = false, disabledRows, rowNumber = false,
    rowSelection = false, dragSort = false, dragSortKey = WIDGETS.dragSortKey, maxHeight = EDITABLE_TABLE.maxHeight,
    authPre, tabKey, socketPageId, toolbar = true, toolbarExtra, emptyText = TABLE_TEXT.empty, cellEditors, slots,
    uploader = defaultCellUploader, onValueChange, onSelectionChange, onSocketCommon, ref,
  } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<GridHandle>(null);
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  const decide = useCallback((key: string) => authDecision(authPre, key, { auth, allAuth }), [authPre, auth, allAuth]);
  const orderKey = dragSort ? columns.find((c) => c.isOrder)?.key ?? dragSortKey : null;
  // Columns the user is denied become read-only ('disabled' strategy) or disappear (the layout drops them).
  const effectiveColumns = useMemo(
    () => columns.map((c) => (decide(c.key) === 'disabled' ? { ...c, disabled: true } : c)), [columns, decide]);
  const sendRow = useRef<(row: TableRow) => void>(() => undefined);
  const options = {
    columns: effectiveColumns, disabled, disabledRows, orderKey, uploader, onValueChange, onSelectionChange,
    onRowCommit: socketPageId ? (row: TableRow) => sendRow.current(row) : undefined,
  };
  const [controller] = useState(() => {
    const c = new TableController(options);
    c.store.reset(dataSource);
    return c;
  });
  controller.setOptions(options);

  const socket = useTableSocket(socketPageId, { onRow: (row) => controller.mergeRemote(row as TableRow), onCommon: onSocketCommon });
  useEffect(() => { sendRow.current = (row) => void socket.sendRow(row); });

  const shown = useRef(dataSource);
  useEffect(() => {
    if (shown.current === dataSource) return;
    shown.current = dataSource;
    controller.store.reset(dataSource);
  }, [controller, dataSource]);
  useEffect(() => () => controller.dispose(), [controller]);

  // spec §4: with alwaysEdit off, a click outside the table (not on its pickers or dropdowns) ends editing.
  useEffect(() => {
    if (alwaysEdit) return;
    const { store } = controller;
    const onDown = (e: MouseEvent) => {
      if (store.getActive() && isOutsideClick(e.target, rootRef.current)) store.setActive(null);
    };
    document.addEventListener('mousedown', onDown, true);
    return () => document.removeEventListener('mousedown', onDown, true);
  }, [alwaysEdit, controller]);

  const isHidden = useCallback((c: EditableColumn) => decide(c.key) === 'hidden', [decide]);
  const layout = useColumnLayout(rootRef, effectiveColumns, isHidden, { rowSelection, dragSort, rowNumber });
  const choices = useTableOptions(effectiveColumns);
  const warnTooFast = useCallback(() => void feedback.message.warning(TABLE_TEXT.tooFast), []);
  const context = useMemo<TableContextValue>(() => ({
    controller, columns: layout.columns, lead: layout.lead, alwaysEdit, rowNumber, rowSelection, dragSort, options: choices, cellEditors, slots,
    warnTooFast,
  }), [controller, layout, alwaysEdit, rowNumber, rowSelection, dragSort, choices, cellEditors, slots, warnTooFast]);

  useImperativeHandle(ref, () => {
    const validate = async () => {
      const failure = await controller.validateAll();
      if (failure) {
        gridRef.current?.scrollToRow(failure.index);
        throw new TableValidationError(failure.index, failure.key, failure.message, tabKey);
      }
    };
    return {
      getValues: () => controller.store.getValues(),
      getValuesPromise: async (check = true) => {
        if (check) await validate();
        return controller.store.getValues();
      },
      validateTable: validate,
      getDeleteIds: () => controller.store.getDeletedIds(),
      getSelectedIds: () => controller.store.getSelectedIds(),
      addRows: (rows = [{}], opts = {}) => controller.addRows(rows, opts.index),
      removeRows: (target) => controller.removeRows(rowIdsOf(target)),
      setValues: (updates) => updates.forEach(({ rowId, values }) => controller.setRowValues(rowId, values)),
      clearSelection: () => controller.clearSelection(),
      scrollToRow: (index) => gridRef.current?.scrollToRow(index),
    };
  }, [controller, tabKey]);

  const statsRows = new Set(layout.columns.flatMap(({ column }) => statisticsKinds(column.statistics))).size;
  return (
    <TableContext.Provider value={context}>
      <div ref={rootRef} className="editable-table">
        {toolbar && (
          <TableToolbar
            showAdd={decide(AUTH_BUTTON.add) !== 'hidden'} showDelete={decide(AUTH_BUTTON.batchDelete) !== 'hidden'}
            addDisabled={disabled || decide(AUTH_BUTTON.add) === 'disabled'} deleteDisabled={disabled || decide(AUTH_BUTTON.batchDelete) === 'disabled'}
            extra={toolbarExtra} socketStatus={socket.status}
            onAdded={() => gridRef.current?.scrollToRow(controller.store.size() - 1)}
          />
        )}
        <TableGrid gridRef={gridRef} width={layout.total} maxHeight={maxHeight} emptyText={emptyText} loading={loading}
          statsHeight={statsRows * EDITABLE_TABLE.statisticsRowHeight} />
      </div>
    </TableContext.Provider>
  );
}
