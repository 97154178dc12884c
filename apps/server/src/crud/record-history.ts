import type { Kysely } from 'kysely';
import { SECRET_TEXT, type FieldDef, type RecordVersion } from '@foodtrace/contracts';
import type { DB } from '../platform/db/schema.ts';
import { formatInstant } from '../platform/db/time.ts';
import { writerNames } from '../platform/audit/writer-names.ts';
import type { CrudContext, ResourceRepo } from './resource-repo.ts';

type Row = Record<string, unknown>;

/** One row of the data log (platform/audit/data-log.ts): a full snapshot of a record after one write. */
export interface LoggedVersion { dataId: string; dataVersion: number; dataContent: string; createBy: string | null; createTime: number }

/** A version as a reader sees it, with the record named by its first field (入库单号, 产品名称, …) as shown. */
export interface DescribedVersion extends RecordVersion { record: string | null }

/** Stored values compare as text: a decimal reads back as 10.5 from one database and '10.50' from another. */
const same = (a: unknown, b: unknown) => norm(a) === norm(b);
const norm = (v: unknown) => (v === null || v === undefined || v === '' ? '' : typeof v === 'number' ? String(Number(v)) : String(v));

/** What a reader sees of a field in a displayed snapshot: its dictionary or reference text, else the value. */
function shown(f: FieldDef, row: Row, name: string): string | null {
  const text = row[`${name}_dictText`];
  const value = text ?? row[name];
  if (value === null || value === undefined || value === '') return null;
  // a stored file reads as its name, not as the storage path
  if (f.format === 'filePath') return String(value).split(',').map((p) => p.split('/').pop()).join('、');
  return String(value);
}

const isDeleted = (row: Row | undefined) => Number(row?.delFlag ?? 0) === 1;

/**
 * Each logged version beside the one before it (none for the first): whether it added, edited or deleted the
 * record, and the declared fields that changed, before → after, as a reader sees them. Snapshots are
 * displayed in one pass, so a page of versions costs one dictionary and reference lookup.
 */
export async function describeVersions(repo: ResourceRepo, pairs: Array<{ log: LoggedVersion; prev?: LoggedVersion }>, db: Kysely<DB>, tz: string): Promise<DescribedVersion[]> {
  const raw = pairs.map(({ log, prev }) => ({ now: JSON.parse(log.dataContent) as Row, before: prev ? JSON.parse(prev.dataContent) as Row : undefined }));
  const display = await repo.display(raw.flatMap(({ now, before }) => (before ? [{ ...now }, { ...before }] : [{ ...now }])));
  const names = await writerNames(db, pairs.map(({ log }) => log.createBy));
  const fields = Object.entries(repo.def.fields);
  const [firstName, firstField] = fields[0];
  let at = 0;
  return pairs.map(({ log }, i) => {
    const { now, before } = raw[i];
    const nowShown = display[at++];
    const beforeShown = before ? display[at++] : undefined;
    const action: RecordVersion['action'] = !before ? 'add' : isDeleted(now) && !isDeleted(before) ? 'delete' : 'edit';
    const changes = !before || !beforeShown ? [] : fields.filter(([name]) => !same(before[name], now[name])).map(([name, f]) => (f.secret
      // a secret's versions differ only in their fingerprints (SecretBox.fingerprint): say that it was replaced
      ? { field: name, label: f.label, before: SECRET_TEXT.hidden, after: SECRET_TEXT.replaced }
      : { field: name, label: f.label, before: shown(f, beforeShown, name), after: shown(f, nowShown, name) }));
    return {
      version: Number(log.dataVersion), action, by: log.createBy, byName: names.get(log.createBy ?? '') ?? null,
      time: formatInstant(Number(log.createTime), tz), changes,
      record: shown(firstField, nowShown, firstName),
    };
  });
}

/**
 * A record's history from the data log, newest first: each version with who wrote it and when, and what
 * changed from the version before. Only a record within the reader's tenant and data rules answers; a deleted
 * one too, since its history is what an audit asks for.
 */
export async function recordHistory(repo: ResourceRepo, db: Kysely<DB>, id: string, ctx: CrudContext, tz: string): Promise<RecordVersion[]> {
  await repo.assertInScope(id, ctx);
  const logs = await db.selectFrom('sysDataLog').select(['dataId', 'dataVersion', 'dataContent', 'createBy', 'createTime'])
    .where('dataTable', '=', repo.def.table).where('dataId', '=', id).orderBy('dataVersion').execute();
  const versions = await describeVersions(repo, logs.map((log, i) => ({ log, prev: logs[i - 1] })), db, tz);
  return versions.map(({ record: _r, ...v }) => v).reverse();
}
