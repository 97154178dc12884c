import { DEPARTMENT_FIELD, SYSTEM_FIELD_LABELS, provinceName, writerText, type ResourceDef } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { DetailList, DetailModal, DIALOG_TEXT, detailText, type DetailItem } from '@/components/dialogs';
import { StoredFileLinks } from '@/components/upload';
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
 * as their text, stored files as links that open them.
 */
export function resourceDetailItems(resource: ResourceDef, record: ResourceRow): DetailItem[] {
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
      // reads on a row of its own; a stored file keeps its place (its links are short)
      wide: f.type === 'text' || ((f.maxLength ?? 0) > 255 && f.format !== 'filePath'),
      children: f.dict
        ? <DictTag dictCode={f.dict} value={value} text={text ? String(text) : null} />
        : f.format === 'filePath'
          ? <StoredFileLinks value={value} empty={DIALOG_TEXT.empty} />
          : detailText(text ?? (f.format === 'province' ? provinceName(value as string) ?? value : value), DIALOG_TEXT.empty),
    };
  });
  const audit = AUDIT_FIELDS.filter((name) => name in record && !(name in resource.fields)).map((name): DetailItem => {
    const text = record[`${name}_dictText`] as string | null | undefined;
    // a writer as 郑海波（zhenghaibo）, as the 变更记录 names them; a department by its name
    const shown = WRITERS.has(name) ? writerText({ by: record[name] as string | null, byName: text ?? null }) : text ?? record[name];
    return { key: name, label: SYSTEM_FIELD_LABELS[name], children: detailText(shown, DIALOG_TEXT.empty) };
  });
  return [...items, ...audit];
}

/**
 * Read-only view of one row: plain text reads better than a greyed-out disabled form. `maxColumns` lowers the
 * pairs per row where the view is narrower than the window (a drawer).
 */
export function ResourceDetail({ resource, record, maxColumns }: { resource: ResourceDef; record: ResourceRow; maxColumns?: number }) {
  return <DetailList items={resourceDetailItems(resource, record)} maxColumns={maxColumns} />;
}

export interface ResourceDetailModalProps {
  resource: ResourceDef;
  open: boolean;
  record?: ResourceRow;
  onClose: () => void;
}

/** 详情 of the generic list pages in the detail modal of spec §2.7, with the record's 变更记录 folded below. */
export function ResourceDetailModal({ resource, open, record, onClose }: ResourceDetailModalProps) {
  return (
    <DetailModal open={open} onClose={onClose}>
      {record && (
        <>
          <ResourceDetail resource={resource} record={record} />
          {!resource.appendOnly && <RecordHistory resource={resource} id={record.id} />}
        </>
      )}
    </DetailModal>
  );
}
