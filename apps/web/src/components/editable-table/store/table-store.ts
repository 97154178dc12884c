import type { TableRow } from '../types';
import type { UploadMeta } from '../logic/upload-value';

/** Everything one row renders from; replaced (never mutated) when any of it changes. */
export interface RowSnapshot {
  readonly data: TableRow;
  /** column key → the first failing rule's message (spec §5). */
  readonly errors: Readonly<Record<string, string>>;
  /** column key → upload progress of that cell. */
  readonly uploads: Readonly<Record<string, UploadMeta>>;
  readonly selected: boolean;
  /** The cell being edited when alwaysEdit is off (spec §4). */
  readonly activeKey: string | null;
  /** Just changed by another instance of the table: highlighted for a moment (spec §9 reload effect). */
  readonly reloaded: boolean;
}

type Listener = () => void;

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

function subscribe(set: Set<Listener>, fn: Listener): () => void {
  set.add(fn);
  return () => set.delete(fn);
}

/**
 * The rows of one editable table, kept outside React so that an edit re-renders only its own row: each row
 * has its own snapshot and listeners, the body listens to the order only, the header and toolbar to the
 * selection, the statistics row to the statistics columns. Every write costs O(rows it changes), never
 * O(table) — which keeps a 10,000-row table smooth (DESIGN.md §8).
 */
export class TableStore {
  private ids: string[] = [];
  private readonly rows = new Map<string, RowSnapshot>();
  private readonly rowListeners = new Map<string, Set<Listener>>();
  private readonly orderListeners = new Set<Listener>();
  private readonly selectionListeners = new Set<Listener>();
  private readonly statsListeners = new Set<Listener>();
  private readonly selected = new Set<string>();
  /** column key → rows with an error in that column, so re-checking them does not walk the table. */
  private readonly errorIndex = new Map<string, Set<string>>();
  private active: { id: string; key: string } | null = null;
  private deleted: string[] = [];
  private statsVersion = 0;
  private selectionVersion = 0;

  constructor(private statsKeys: ReadonlySet<string> = new Set()) {}

  // ---- reads ----
  getIds(): readonly string[] { return this.ids; }
  getRow(id: string): RowSnapshot | undefined { return this.rows.get(id); }
  getData(id: string): TableRow | undefined { return this.rows.get(id)?.data; }
  indexOf(id: string): number { return this.ids.indexOf(id); }
  size(): number { return this.ids.length; }
  getValues(): TableRow[] { return this.ids.map((id) => ({ ...this.rows.get(id)!.data })); }
  getSelectedIds(): string[] { return this.ids.filter((id) => this.selected.has(id)); }
  selectedCount(): number { return this.selected.size; }
  getSelectionVersion(): number { return this.selectionVersion; }
  getStatsVersion(): number { return this.statsVersion; }
  getActive(): { id: string; key: string } | null { return this.active; }
  /** Ids of persisted rows that were deleted (spec §4: remember the deleted ids). */
  getDeletedIds(): string[] { return this.deleted.slice(); }
  rowsWithErrorIn(key: string): string[] { return [...(this.errorIndex.get(key) ?? [])]; }
  *columnValues(key: string): Iterable<unknown> { for (const id of this.ids) yield this.rows.get(id)!.data[key]; }

  // ---- subscriptions (for useSyncExternalStore) ----
  subscribeRow(id: string, fn: Listener): () => void {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  }
  subscribeOrder = (fn: Listener) => subscribe(this.orderListeners, fn);
  subscribeSelection = (fn: Listener) => subscribe(this.selectionListeners, fn);
  subscribeStats = (fn: Listener) => subscribe(this.statsListeners, fn);

  setStatsKeys(keys: ReadonlySet<string>): void { this.statsKeys = keys; }

  // ---- writes ----
  /** Replaces every row (new data from the parent); errors, selection and deleted ids start over. */
  reset(rows: readonly TableRow[]): void {
    this.rows.clear();
    this.selected.clear();
    this.errorIndex.clear();
    this.deleted = [];
    this.active = null;
    this.ids = rows.map((r) => r.id);
    for (const r of rows) this.rows.set(r.id, snapshot(r));
    this.emitOrder();
    this.emitSelection();
    this.emitStats();
  }

  /** Sets values of a row; returns the keys that really changed. */
  setValues(id: string, values: Record<string, unknown>): string[] {
    const row = this.rows.get(id);
    if (!row) return [];
    const changed = Object.keys(values).filter((k) => k !== 'id' && !Object.is(row.data[k], values[k]));
    if (changed.length === 0) return changed;
    const data = { ...row.data };
    for (const k of changed) data[k] = values[k];
    this.put(id, { ...row, data });
    if (changed.some((k) => this.statsKeys.has(k))) this.emitStats();
    return changed;
  }

  setError(id: string, key: string, message: string | null): void {
    const row = this.rows.get(id);
    if (!row || (row.errors[key] ?? null) === message) return;
    const errors = { ...row.errors };
    let index = this.errorIndex.get(key);
    if (message) {
      errors[key] = message;
      if (!index) this.errorIndex.set(key, (index = new Set()));
      index.add(id);
    } else {
      delete errors[key];
      index?.delete(id);
    }
    this.put(id, { ...row, errors });
  }

  setUpload(id: string, key: string, meta: UploadMeta | undefined): void {
    const row = this.rows.get(id);
    if (!row) return;
    const uploads = { ...row.uploads };
    if (meta) uploads[key] = meta;
    else delete uploads[key];
    this.put(id, { ...row, uploads });
  }

  /** Inserts rows at a position (default: the end). */
  insert(rows: readonly TableRow[], at = this.ids.length): void {
    const fresh = rows.filter((r) => !this.rows.has(r.id));
    for (const r of fresh) this.rows.set(r.id, snapshot(r));
    this.ids = [...this.ids.slice(0, at), ...fresh.map((r) => r.id), ...this.ids.slice(at)];
    this.emitOrder();
    this.emitSelection(); // the header's "all selected" depends on the row count
    this.emitStats();
  }

  /** Removes rows; the ids of persisted rows are remembered for the server (spec §4). */
  remove(ids: readonly string[], isPersisted: (id: string) => boolean): void {
    const gone = new Set(ids.filter((id) => this.rows.has(id)));
    if (gone.size === 0) return;
    for (const id of gone) {
      this.rows.delete(id);
      this.selected.delete(id);
      for (const set of this.errorIndex.values()) set.delete(id);
      if (isPersisted(id)) this.deleted.push(id);
      if (this.active?.id === id) this.active = null;
    }
    this.ids = this.ids.filter((id) => !gone.has(id));
    this.emitOrder();
    this.emitSelection();
    this.emitStats();
  }

  /** A new order of the same ids (move, drag). */
  setOrder(ids: string[]): void {
    this.ids = ids;
    this.emitOrder();
  }

  setSelected(ids: Iterable<string>): void {
    const next = new Set(ids);
    const touched = [...this.selected].filter((id) => !next.has(id)).concat([...next].filter((id) => !this.selected.has(id)));
    if (touched.length === 0) return;
    this.selected.clear();
    for (const id of next) if (this.rows.has(id)) this.selected.add(id);
    for (const id of touched) {
      const row = this.rows.get(id);
      if (row) this.put(id, { ...row, selected: this.selected.has(id) });
    }
    this.emitSelection();
  }

  toggleSelected(id: string, on: boolean): void {
    const next = new Set(this.selected);
    if (on) next.add(id);
    else next.delete(id);
    this.setSelected(next);
  }

  /** Makes one cell editable, or none (null); only the two rows involved re-render. */
  setActive(cell: { id: string; key: string } | null): void {
    const prev = this.active;
    if (prev?.id === cell?.id && prev?.key === cell?.key) return;
    this.active = cell;
    if (prev) this.patch(prev.id, { activeKey: null });
    if (cell) this.patch(cell.id, { activeKey: cell.key });
  }

  setReloaded(id: string, on: boolean): void {
    if (this.rows.get(id)?.reloaded !== on) this.patch(id, { reloaded: on });
  }

  private patch(id: string, part: Partial<RowSnapshot>): void {
    const row = this.rows.get(id);
    if (row) this.put(id, { ...row, ...part });
  }

  private put(id: string, next: RowSnapshot): void {
    this.rows.set(id, next);
    const listeners = this.rowListeners.get(id);
    if (listeners) for (const fn of [...listeners]) fn();
  }

  private emitOrder(): void {
    for (const fn of [...this.orderListeners]) fn();
  }

  private emitSelection(): void {
    this.selectionVersion += 1;
    for (const fn of [...this.selectionListeners]) fn();
  }

  private emitStats(): void {
    this.statsVersion += 1;
    for (const fn of [...this.statsListeners]) fn();
  }
}

function snapshot(data: TableRow): RowSnapshot {
  return { data, errors: EMPTY, uploads: EMPTY, selected: false, activeKey: null, reloaded: false };
}
