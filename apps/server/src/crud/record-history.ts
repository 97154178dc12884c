import type { Kysely } from 'kysely';
import type { FieldDef, RecordVersion } from '@foodtrace/contracts';
import type { DB } from '../platform/db/schema.ts';
import { formatInstant } from '../platform/db/time.ts';
import type { CrudContext, ResourceRepo } from './resource-repo.ts';

type Row = Record<string, unknown>;

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

/**
 * A record's history from the data log (a full snapshot per write, platform/audit/data-log.ts): each version
 * with who wrote it and when, and the declared fields that changed from the version before. Only a record the
 * reader may open (its tenant and data rules, through `repo.get`) answers; newest first.
 */
export async function recordHistory(repo: ResourceRepo, db: Kysely<DB>, id: string, ctx: CrudContext, tz: string): Promise<RecordVersion[]> {
  await repo.get(id, ctx);
  const logs = await db.selectFrom('sysDataLog').select(['dataVersion', 'dataContent', 'createBy', 'createTime'])
    .where('dataTable', '=', repo.def.table).where('dataId', '=', id).orderBy('dataVersion').execute();
  const raw = logs.map((l) => JSON.parse(l.dataContent) as Row);
  const display = await repo.display(raw.map((r) => ({ ...r })));
  const fields = Object.entries(repo.def.fields);
  const versions = logs.map((log, i): RecordVersion => {
    const deleted = i > 0 && Number(raw[i].delFlag ?? 0) === 1 && Number(raw[i - 1].delFlag ?? 0) !== 1;
    const changes = i === 0 ? [] : fields.filter(([name]) => !same(raw[i - 1][name], raw[i][name])).map(([name, f]) => ({
      field: name, label: f.label, before: shown(f, display[i - 1], name), after: shown(f, display[i], name),
    }));
    return {
      version: Number(log.dataVersion), action: i === 0 ? 'add' : deleted ? 'delete' : 'edit',
      by: log.createBy, time: formatInstant(Number(log.createTime), tz), changes,
    };
  });
  return versions.reverse();
}
