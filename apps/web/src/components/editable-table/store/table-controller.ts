import { TIMING } from '@foodtrace/contracts';
import type { DisabledRowsRule, EditableColumn, TableRow } from '../types';
import { createInsertThrottle } from '../logic/insert-throttle';
import { canMoveDown, canMoveUp, moveItem, orderNumberChanges } from '../logic/row-order';
import { createRow, isNewRowId } from '../logic/row-values';
import { isRowDisabled, selectableIds, toggleAll } from '../logic/selection';
import { statisticsKinds } from '../logic/statistics';
import { appendPath, uploadErrorMessage, uploadLimit } from '../logic/upload-value';
import { CellValidator, hasUniqueRule, type CellFailure } from './cell-validation';
import { TableStore } from './table-store';

/** Uploads one file for a cell and resolves with the stored path (rejects with the message to show). */
export type CellUploader = (file: File, column: EditableColumn, onProgress: (percent: number) => void) => Promise<string>;

export interface ValueChangeEvent {
  row: TableRow;
  column: EditableColumn;
  value: unknown;
  oldValue: unknown;
}

export interface ControllerOptions {
  columns: readonly EditableColumn[];
  disabled: boolean;
  disabledRows?: DisabledRowsRule;
  /** The drag-sort order field, or null without drag sort (spec §3: numbered from 1). */
  orderKey: string | null;
  uploader: CellUploader;
  onValueChange?: (event: ValueChangeEvent) => void;
  /** A row the user changed, after the default throttle (the real-time socket sends it). */
  onRowCommit?: (row: TableRow) => void;
  onSelectionChange?: (ids: string[]) => void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The editable table's behaviour (spec §4 "Editable table", §5 "Editable table cells") on top of the row
 * store, independent of React: edits with validation on input, blur (100 ms later) and change; row
 * operations with the insertion throttle and drag-sort numbering; selection of enabled rows; uploads; and
 * merging rows that other table instances changed.
 */
export class TableController {
  readonly store = new TableStore();
  readonly validator = new CellValidator(this.store, (key) => this.column(key));
  private options: ControllerOptions;
  private columnsByKey = new Map<string, EditableColumn>();
  private readonly throttle = createInsertThrottle(TIMING.rowInsertThrottleMs);
  private readonly blurTimers = new Map<string, Timer>();
  private readonly commitTimers = new Map<string, Timer>();
  private readonly reloadTimers = new Map<string, Timer>();

  constructor(options: ControllerOptions) {
    this.options = options;
    this.setOptions(options);
  }

  setOptions(options: ControllerOptions): void {
    if (options.columns !== this.options.columns || this.columnsByKey.size === 0) {
      this.columnsByKey = new Map(options.columns.map((c) => [c.key, c]));
      // a column a sum is grouped by counts too: a row's unit changing changes the sum's text
      const counted = options.columns.filter((c) => statisticsKinds(c.statistics).length);
      this.store.setStatsKeys(new Set(counted.flatMap((c) => (c.statisticsGroupBy ? [c.key, c.statisticsGroupBy] : [c.key]))));
    }
    this.options = options;
  }

  column(key: string): EditableColumn | undefined {
    return this.columnsByKey.get(key);
  }

  isRowDisabled(id: string): boolean {
    const row = this.store.getData(id);
    return this.options.disabled || !row || isRowDisabled(row, this.options.disabledRows);
  }

  isCellDisabled(id: string, column: EditableColumn): boolean {
    return Boolean(column.disabled) || this.isRowDisabled(id);
  }

  // ---- cell edits ----
  /** A user's edit: validated at once on input and change (spec §5). */
  change(id: string, key: string, value: unknown, trigger: 'input' | 'change' = 'change'): void {
    this.setRowValues(id, { [key]: value }, trigger);
  }

  /** Several values of a row at once (popup target fields, slots). */
  setRowValues(id: string, values: Record<string, unknown>, trigger: 'input' | 'change' = 'change'): void {
    const before = this.store.getData(id);
    if (!before) return;
    const changed = this.store.setValues(id, values);
    if (changed.length === 0) return;
    const after = this.store.getData(id)!;
    for (const key of changed) {
      void this.validator.validate(id, key, trigger);
      const column = this.column(key);
      if (column && hasUniqueRule(column)) this.validator.recheckColumn(key, id);
      if (column) this.options.onValueChange?.({ row: after, column, value: after[key], oldValue: before[key] });
    }
    this.scheduleCommit(id);
  }

  /** spec §5: blur validation is delayed 100 ms (a click on a dropdown option lands first). */
  blur(id: string, key: string): void {
    const cell = `${id}\u0000${key}`;
    clearTimeout(this.blurTimers.get(cell));
    this.blurTimers.set(cell, setTimeout(() => {
      this.blurTimers.delete(cell);
      void this.validator.validate(id, key, 'blur');
    }, TIMING.blurValidateDelayMs));
  }

  // ---- rows ----
  /** Adds rows (defaults filled in) at a position, default the end; returns their ids. */
  addRows(values: ReadonlyArray<Partial<TableRow>> = [{}], at?: number): string[] {
    const rows = values.map((v) => createRow(this.options.columns, v));
    const index = at ?? this.store.size();
    this.store.insert(rows, index);
    this.renumber(index, this.store.size() - 1);
    return rows.map((r) => r.id);
  }

  /** The add button; false when clicked again within 1500 ms (spec §4, §8). */
  addFromButton(): string | false {
    if (!this.throttle.tryRun('add')) return false;
    return this.addRows()[0];
  }

  /** Insert below a row (the handle's menu or a double-click); false when too fast. */
  insertBelow(id: string): string | false {
    if (!this.throttle.tryRun('insert')) return false;
    const index = this.store.indexOf(id);
    return this.addRows([{}], index < 0 ? undefined : index + 1)[0];
  }

  moveUp(id: string): void {
    const i = this.store.indexOf(id);
    if (canMoveUp(i)) this.move(i, i - 1);
  }

  moveDown(id: string): void {
    const i = this.store.indexOf(id);
    if (canMoveDown(i, this.store.size())) this.move(i, i + 1);
  }

  /** Drag to reorder: the dragged row takes the place of the row it was dropped on. */
  moveTo(activeId: string, overId: string): void {
    const from = this.store.indexOf(activeId);
    const to = this.store.indexOf(overId);
    if (from >= 0 && to >= 0 && from !== to) this.move(from, to);
  }

  removeRows(ids: readonly string[]): void {
    const first = Math.min(...ids.map((id) => this.store.indexOf(id)).filter((i) => i >= 0));
    this.store.remove(ids, (id) => !isNewRowId(id));
    if (Number.isFinite(first)) this.renumber(first, this.store.size() - 1);
    this.options.onSelectionChange?.(this.store.getSelectedIds());
  }

  // ---- selection (spec §4: disabled rows cannot be selected; select-all picks only enabled rows) ----
  selectableIds(): string[] {
    return selectableIds(this.store.getIds(), (id) => this.isRowDisabled(id));
  }

  toggleRow(id: string, on: boolean): void {
    if (on && this.isRowDisabled(id)) return;
    this.store.toggleSelected(id, on);
    this.options.onSelectionChange?.(this.store.getSelectedIds());
  }

  toggleAll(): void {
    this.store.setSelected(toggleAll(new Set(this.store.getSelectedIds()), this.selectableIds()));
    this.options.onSelectionChange?.(this.store.getSelectedIds());
  }

  clearSelection(): void {
    this.store.setSelected([]);
    this.options.onSelectionChange?.([]);
  }

  // ---- uploads (spec §4 Upload) ----
  upload(id: string, key: string, file: File): void {
    const column = this.column(key);
    if (!column) return;
    const name = file.name;
    this.store.setUpload(id, key, { status: 'uploading', percent: 0, name });
    this.options.uploader(file, column, (percent) => {
      if (this.store.getRow(id)?.uploads[key]?.status === 'uploading') this.store.setUpload(id, key, { status: 'uploading', percent, name });
    }).then(
      (path) => {
        this.store.setUpload(id, key, { status: 'done', percent: 100, name });
        this.change(id, key, appendPath(this.store.getData(id)?.[key], path, uploadLimit(column)));
      },
      (err: unknown) => this.store.setUpload(id, key, { status: 'error', percent: 0, name, message: uploadErrorMessage(err) }),
    );
  }

  /** spec §4 Upload: delete clears the value. */
  clearUpload(id: string, key: string): void {
    this.store.setUpload(id, key, undefined);
    this.change(id, key, '');
  }

  // ---- other table instances (spec §4 Real-time table socket) ----
  /** Merges a row changed elsewhere by id; an unknown id is ignored, nothing is sent back. */
  mergeRemote(row: TableRow): void {
    if (!this.store.getData(row.id)) return;
    const { id, ...values } = row;
    const changed = this.store.setValues(id, values);
    for (const key of changed) void this.validator.validate(id, key, 'change');
    if (changed.length === 0) return;
    // spec §9 reload effect: the merged row is highlighted for 1400 ms so the user sees what changed.
    this.store.setReloaded(id, true);
    clearTimeout(this.reloadTimers.get(id));
    this.reloadTimers.set(id, setTimeout(() => {
      this.reloadTimers.delete(id);
      this.store.setReloaded(id, false);
    }, TIMING.reloadEffectTimeoutMs));
  }

  validateAll(): Promise<CellFailure | null> {
    return this.validator.validateAll(this.options.columns.filter((c) => c.type !== 'hidden'));
  }

  dispose(): void {
    for (const t of this.blurTimers.values()) clearTimeout(t);
    for (const t of this.commitTimers.values()) clearTimeout(t);
    for (const t of this.reloadTimers.values()) clearTimeout(t);
    this.blurTimers.clear();
    this.commitTimers.clear();
    this.reloadTimers.clear();
  }

  private move(from: number, to: number): void {
    this.store.setOrder(moveItem(this.store.getIds(), from, to));
    this.renumber(from, to);
  }

  private renumber(from: number, to: number): void {
    const key = this.options.orderKey;
    if (!key) return;
    for (const [id, n] of orderNumberChanges(this.store.getIds(), (i) => this.store.getData(i)?.[key], from, to)) {
      this.store.setValues(id, { [key]: n });
    }
  }

  /** spec §9 default throttle (300 ms): a burst of keystrokes in a row is sent once. */
  private scheduleCommit(id: string): void {
    if (!this.options.onRowCommit) return;
    clearTimeout(this.commitTimers.get(id));
    this.commitTimers.set(id, setTimeout(() => {
      this.commitTimers.delete(id);
      const row = this.store.getData(id);
      if (row) this.options.onRowCommit?.({ ...row });
    }, TIMING.defaultThrottleMs));
  }
}
