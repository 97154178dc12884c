import { EDITABLE_TABLE } from '@foodtrace/contracts';
import type { ColumnType, EditableColumn } from '../types';

const T = EDITABLE_TABLE;

/** spec §9: datetime 200 px, user-select 220 px, department-select 160 px. */
const TYPE_WIDTH: Partial<Record<ColumnType, number>> = { datetime: T.datetimeWidth, sel_user: T.userSelectWidth, sel_depart: T.departSelectWidth };
/** spec §9: date 135 px; datetime and user or department select 190 px. */
const TYPE_MIN_WIDTH: Partial<Record<ColumnType, number>> = {
  date: T.minWidthDate, datetime: T.minWidthDatetime, sel_user: T.minWidthSelect, sel_depart: T.minWidthSelect,
};

/** The columns that take room: hidden ones and those excluded by authPre do not. */
export function visibleColumns(columns: readonly EditableColumn[], isHidden: (c: EditableColumn) => boolean): EditableColumn[] {
  return columns.filter((c) => c.type !== 'hidden' && !isHidden(c));
}

/**
 * Each visible column's width in px (spec §9). An explicit width wins (a percentage is taken of the
 * available width); then the type's default; otherwise 92% of the available width shared by the visible
 * columns, never under the 120 px default so that many columns scroll instead of squeezing. The minimum of
 * the column or of its type always applies (so a department column is 190 px, not 160).
 */
export function columnWidths(columns: readonly EditableColumn[], availableWidth: number): number[] {
  const share = columns.length > 0 && availableWidth > 0 ? (availableWidth * 0.92) / columns.length : 0;
  return columns.map((c) => {
    const min = c.minWidth ?? TYPE_MIN_WIDTH[c.type] ?? 0;
    return Math.round(Math.max(min, explicitWidth(c.width, availableWidth) ?? TYPE_WIDTH[c.type] ?? Math.max(T.defaultColumnWidth, share)));
  });
}

function explicitWidth(width: number | string | undefined, available: number): number | undefined {
  if (typeof width === 'number') return width;
  if (typeof width !== 'string') return undefined;
  const pct = /^(\d+(?:\.\d+)?)%$/.exec(width.trim());
  if (pct) return available > 0 ? (available * Number(pct[1])) / 100 : undefined;
  const px = /^(\d+(?:\.\d+)?)(px)?$/.exec(width.trim());
  return px ? Number(px[1]) : undefined;
}

/** Widths of the utility columns (selection checkbox, drag handle, row number). */
export const UTILITY_WIDTH = { selection: 40, drag: 36, rowNumber: 48 } as const;
/** The header row; the body rows are EDITABLE_TABLE.rowHeight (61 px, spec §9). */
export const HEADER_HEIGHT = 44;
