import dayjs, { type Dayjs } from 'dayjs';
import { FORMATS, type FieldDef, type ResourceDef } from '@foodtrace/contracts';

/** Conversions between what the server sends/accepts (strings for dates, DESIGN.md §4) and antd widgets. */
export function formFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => f.form !== false);
}

/** The code fields an area picker fills (FieldDef.area): kept in the form, but not shown there or in a detail. */
export function areaCodeFields(def: ResourceDef): Set<string> {
  return new Set(Object.values(def.fields).flatMap((f) => (f.area ? [f.area.province, f.area.city, f.area.district] : [])));
}

const isTime = (f: FieldDef) => f.type === 'date' || f.type === 'datetime';
const timeFormat = (f: FieldDef) => (f.type === 'datetime' ? FORMATS.datetime : FORMATS.date);

/** One widget value as the server wants it; empty is null so that clearing a field really clears it. */
export function toWireValue(f: FieldDef, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  if (dayjs.isDayjs(v)) return v.format(timeFormat(f));
  // Dictionary options are strings; a numeric dictionary field still travels as a number.
  if (f.dict && (f.type === 'int' || f.type === 'decimal')) return Number(v);
  return v;
}

export function toFormValue(f: FieldDef, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return undefined;
  if (isTime(f)) {
    const d: Dayjs = dayjs(String(v), timeFormat(f));
    return d.isValid() ? d : undefined;
  }
  if (f.dict) return String(v);
  return v;
}

export function toWireValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFields(def).map(([name, f]) => [name, toWireValue(f, values[name])]));
}

/** What a new record's form starts with: each field's `initial`, and the signed-in user where a field says who did it. */
export function newRecordValues(def: ResourceDef, me: string | undefined): Record<string, unknown> {
  return Object.fromEntries(formFields(def).flatMap(([name, f]) => {
    if (f.signedBy) return [[name, me]];
    return f.initial === undefined ? [] : [[name, toFormValue(f, f.initial)]];
  }));
}

/** The values a new record's form was opened with (usePrefilledAdd), over its usual starting values. */
export function prefilledValues(def: ResourceDef, row: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(formFields(def).filter(([name]) => row?.[name] !== undefined).map(([name, f]) => [name, toFormValue(f, row![name])]));
}

export function toFormValues(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFields(def).map(([name, f]) => [name, toFormValue(f, row[name])]));
}
