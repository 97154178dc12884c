import type { ReactNode } from 'react';
import { DEPARTMENT_FIELD, INTERNAL_WRITERS, SYSTEM_FIELD_LABELS, USER_DICT, provinceName, writerText, type ResourceDef } from '@foodtrace/contracts';
import { DictTag, useValueLabels } from '@/components/dict';
import { DetailList, DetailModal, DIALOG_TEXT, detailText, type DetailItem } from '@/components/dialogs';
import { StoredFileLinks } from '@/components/upload';
import { sizeText } from '@/lib/format-bytes';
import { areaCodeFields } from './form-values';
import { RecordHistory } from './record-history';
import type { ResourceRow } from './resource-api';

/**
 * Who wrote the row and when (every resource row has them: resource.ts SYSTEM_FIELDS), and the department a
 * department-owned row belongs to, by its name.
 */
const AUDIT_FIELDS = ['createBy', DEPARTMENT_FIELD, 'createTime', 'updateBy', 'updateTime'];
const WRITERS = new Set(['createBy', 'updateBy']);

/**
 * The row's declared fields, then its audit fields, as label/value pairs; dictionaries, references and provinces
 * as their text, stored files as links that open them; writers by name where `names` (account → name) knows them.
 */
export function resourceDetailItems(resource: ResourceDef, record: ResourceRow, names: Readonly<Record<string, string>> = {}): DetailItem[] {
  // A place reads as its text (所在地区), not as the division codes it was picked from.
  const drawn = areaCodeFields(resource);
  // A secret is never sent back (FieldDef.secret), so there is nothing of it to show.
  const items = Object.entries(resource.fields).filter(([name, f]) => !drawn.has(name) && !f.secret).map(([name, f]): DetailItem => {
    const value = record[name];
    const text = record[`${name}_dictText`];
    return {
      key: name,
      label: f.label,
      // long text — a multi-line field, or a string that may run past 255 characters (备注, 配料, an address) —
      // and a multi-value field's tags read on a row of their own; a stored file keeps its place (its links are short)
      wide: f.type === 'text' || Boolean(f.dict && f.multiple) || ((f.maxLength ?? 0) > 255 && f.format !== 'filePath'),
      nowrap: f.type === 'date' || f.type === 'datetime',
      // a list folds a multi-value field after its first tag (spec §9); the detail is where all of them are read
      children: f.dict
        ? <DictTag dictCode={f.dict} value={value} text={text ? String(text) : null} maxTags={0} />
        : f.format === 'filePath'
          ? <StoredFileLinks value={value} empty={DIALOG_TEXT.empty} />
          : detailText(text ?? (f.format === 'province' ? provinceName(value as string) ?? value : f.bytes ? sizeText(value) || null : value), DIALOG_TEXT.empty),
    };
  });
  const audit = AUDIT_FIELDS.filter((name) => name in record && !(name in resource.fields)).map((name): DetailItem => {
    const value = record[name] as string | null;
    // a writer as 郑海波（zhenghaibo）, as the 变更记录 names them; a department by its name
    const shown = WRITERS.has(name) ? writerText({ by: value, byName: value ? names[value] ?? null : null }) : record[`${name}_dictText`] ?? value;
    return { key: name, label: SYSTEM_FIELD_LABELS[name], children: detailText(shown, DIALOG_TEXT.empty), nowrap: name.endsWith('Time') };
  });
  return [...items, ...audit];
}

/**
 * Read-only view of one row: plain text reads better than a greyed-out disabled form. `maxColumns` lowers the
 * pairs per row where the view is narrower than the window (a drawer).
 */
export function ResourceDetail({ resource, record, maxColumns }: { resource: ResourceDef; record: ResourceRow; maxColumns?: number }) {
  const names = useWriterNames([...WRITERS].map((f) => record[f] as string | null | undefined));
  return <DetailList items={resourceDetailItems(resource, record, names)} maxColumns={maxColumns} />;
}

/**
 * The names of the accounts that wrote a record, asked of the people dictionary when a detail opens (lists do
 * not carry them: one lookup per opened record, not one per page of every list); the server's own writers
 * (系统, 公众（扫码页）) by what they are.
 */
function useWriterNames(accounts: Array<string | null | undefined>): Record<string, string> {
  const wanted = [...new Set(accounts.filter((a): a is string => Boolean(a)))];
  const people = useValueLabels(USER_DICT, wanted.filter((a) => !Object.hasOwn(INTERNAL_WRITERS, a)));
  return Object.fromEntries(wanted.flatMap((a): Array<[string, string]> => {
    const name = Object.hasOwn(INTERNAL_WRITERS, a) ? INTERNAL_WRITERS[a] : people[a];
    return name && name !== a ? [[a, name]] : [];
  }));
}

export interface ResourceDetailModalProps {
  resource: ResourceDef;
  open: boolean;
  record?: ResourceRow;
  onClose: () => void;
  /** What a screen shows of the record below its fields (a 生产线's runs and cleanings). */
  extra?: (record: ResourceRow) => ReactNode;
}

/** 详情 of the generic list pages in the detail modal of spec §2.7, with the record's 变更记录 folded below. */
export function ResourceDetailModal({ resource, open, record, onClose, extra }: ResourceDetailModalProps) {
  return (
    <DetailModal open={open} onClose={onClose}>
      {record && (
        <>
          <ResourceDetail resource={resource} record={record} />
          {extra?.(record)}
          {!resource.appendOnly && <RecordHistory resource={resource} id={record.id} />}
        </>
      )}
    </DetailModal>
  );
}
