import { WIDGETS } from '@foodtrace/contracts';
import { useTable } from '../table-context';
import type { ColumnOption, EditableColumn } from '../types';
import { TABLE_TEXT } from '../texts';

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** spec §3 Dictionary option: value (or key), text (or label or title), disabled. */
export function toChoice(o: ColumnOption): ChoiceOption {
  return { value: String(o.value), label: String(o.text ?? o.label ?? o.title ?? o.value), disabled: o.disabled };
}

const NONE: ChoiceOption[] = [];

/** A column's options, loaded once for the whole table (use-table-options.ts). */
export function useColumnOptions(column: EditableColumn): ChoiceOption[] {
  return useTable().options.get(column.key) ?? NONE;
}

/** spec §9: the multi-select separator is a comma. */
export function splitMulti(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  return String(value).split(WIDGETS.multiSelectSeparator).filter(Boolean);
}

export function joinMulti(values: readonly unknown[]): string {
  return values.map(String).join(WIDGETS.multiSelectSeparator);
}

/** The texts of the chosen values; an unknown value shows as itself. */
export function choiceTexts(options: readonly ChoiceOption[], value: unknown): string[] {
  return splitMulti(value).map((v) => options.find((o) => o.value === v)?.label ?? v);
}

export function placeholderOf(column: EditableColumn, choose: boolean): string {
  return column.placeholder ?? (choose ? TABLE_TEXT.selectPlaceholder(column.title) : TABLE_TEXT.inputPlaceholder(column.title));
}
