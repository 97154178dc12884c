import type { ReactNode } from 'react';

/** The 18 column types of spec §3 "Column types". */
export const COLUMN_TYPES = [
  'input', 'inputNumber', 'checkbox', 'select', 'sel_depart', 'sel_user', 'date', 'datetime', 'input_pop',
  'upload', 'file', 'image', 'popup', 'radio', 'list_multi', 'sel_search', 'slot', 'hidden',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A table row (spec §3 "Table row"): an id plus one value per column. */
export interface TableRow {
  id: string;
  [key: string]: unknown;
}

/** When a cell is validated (spec §5: on input, blur and change; the whole table on getValues). */
export type ValidateTrigger = 'input' | 'blur' | 'change' | 'getValues';

export interface RuleContext {
  value: unknown;
  row: TableRow;
  column: EditableColumn;
  trigger: ValidateTrigger;
}

/** `true`/`undefined` passes; `false` fails with the rule's message; a string fails with that message. */
export type RuleResult = boolean | string | undefined | void;

/** spec §3 "Validate rule": required, unique, pattern, message, handler. */
export interface ValidateRule {
  required?: boolean;
  /** Fails when 2 or more rows share the value (pattern 'only' means the same). */
  unique?: boolean;
  /** A preset of spec §5 (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a regular expression. */
  pattern?: string | RegExp;
  /** `${title}` is replaced by the column title. */
  message?: string;
  /** A custom check; may be asynchronous (spec §5). */
  handler?: (ctx: RuleContext) => RuleResult | Promise<RuleResult>;
}

export interface ColumnOption {
  value: string | number;
  text?: string;
  label?: string;
  title?: string;
  disabled?: boolean;
}

export type StatisticsKind = 'sum' | 'average';

/** spec §3 "Editable table column". */
export interface EditableColumn {
  key: string;
  title: string;
  type: ColumnType;
  /** px; a percentage string is taken of the table's width. */
  width?: number | string;
  minWidth?: number;
  placeholder?: string;
  options?: ColumnOption[];
  dictCode?: string;
  defaultValue?: unknown;
  validateRules?: ValidateRule[];
  /** Passed to the cell's editor (e.g. { multiple: true } for sel_depart / sel_user). */
  props?: Record<string, unknown>;
  disabled?: boolean;
  statistics?: StatisticsKind | StatisticsKind[];
  /**
   * The key of a column naming each row's unit: the sum is then given per unit (`1100 千克 + 1000 箱`), as
   * amounts in different units do not add up.
   */
  statisticsGroupBy?: string;
  /** This column holds the drag-sort order number (instead of the default orderNum). */
  isOrder?: boolean;
  /** checkbox: [checked value, unchecked value]; default [true, false]. */
  customValue?: [unknown, unknown];
  defaultChecked?: boolean;
  /** image / file cells: hide download or remove when false (spec §6). */
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** select: filter the options by typing. */
  allowSearch?: boolean;
  /** select / popup: accept a typed value that is not an option. */
  allowInput?: boolean;
  /** upload cells: another upload url (default /sys/common/upload). */
  action?: string;
  /** upload cells: send the access token (spec §6: only when the column asks). */
  token?: boolean;
  /** upload cells: the answer's field that holds the stored path (default message). */
  responseName?: string;
  /** popup: the report code and the comma-separated field mapping (spec §4 Other). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** popup: the report field shown in this cell (default: the one mapped onto this column). */
  field?: string;
  /** upload cells: { uploadnum } keeps at most that many paths in the cell (default 1). */
  fieldExtendJson?: string | { uploadnum?: number };
  /** slot: the name of the render function in the table's `slots`. */
  slotName?: string;
}

export interface SlotProps {
  value: unknown;
  row: TableRow;
  rowIndex: number;
  column: EditableColumn;
  /** Sets values of the row (validated like a change). */
  setValues(values: Record<string, unknown>): void;
}

export type SlotRender = (props: SlotProps) => ReactNode;

/**
 * disabledRows (spec §4): { field: value } or { field: [values] }; a row matching any entry cannot be
 * selected or edited.
 */
export type DisabledRowsRule = Record<string, unknown>;
