import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refValue, CRUD_ACTIONS, LIST_SCOPE_KEY, MSG, RESOURCES, mustFill, permissionCode, resourceActions, withCheckDigit,
  type FieldDef, type FieldFormat, type PageResult, type RecordVersion, type ResourceDef,
} from '@foodtrace/contracts';
import { putBytes } from '../src/platform/storage/file-storage.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/**
 * The generic walk every resource gets (DESIGN.md §7): add → list → search → edit → delete, then the 400, 401
 * and 403 cases. Modules test only their own rules on top.
 */
let seq = 0;
const byKey = new Map(RESOURCES.map((d) => [d.key, d]));

function formatSample(format: FieldFormat): string {
  switch (format) {
    case 'gtin14': return withCheckDigit(`0${String(seq % 10_000).padStart(4, '0')}${String(Date.now()).slice(-8)}`);
    case 'province': return '330000';
    case 'adminDivision': return '330106';
    case 'httpUrl': return `https://example.com/sample/${seq}`;
    case 'filePath': return `sample/${seq}.pdf`;
    case 'cron': return `0 ${seq % 60} 3 * * ?`;
    case 'numberPattern': return `T${seq % 1000}-{yyyy}{MM}{dd}-{seq:4}`;
    case 'jsonObject': return JSON.stringify({ name: `样例${seq}`, n: seq });
    // the first 数据库类型 (the walk picks a dictionary's first item) is MySQL
    case 'email': return `sample${seq}@example.test`;
    case 'dbAddress': return `jdbc:mysql://127.0.0.1:3306/sample_${seq}?useUnicode=true&characterEncoding=UTF-8`;
    case 'pathPredicates': return `/sample/${seq}/**`;
    // the same people in every such field: whoever failed a session attended it (培训考核)
    case 'personNames': return '样例甲、样例乙';
  }
}

/** A stored-file field points at a file that is really there (a managed file's size is read from it). */
async function storedSample(t: TestApp): Promise<string> {
  const path = formatSample('filePath');
  await putBytes(t.app.fileStorage, t.app.fileTmpDir, path, Buffer.from('%PDF-1.4\n%%EOF\n'));
  return path;
}

const refRows = new WeakMap<TestApp, Map<string, unknown>>();

/**
 * A referenced row (FieldDef.ref): made through the referenced resource's own add, with the values its filter
 * asks for; for a resource written only by its module's services (lots), or a filter on what only they set (a
 * run's CCP state), an existing matching row (the module's demo data). A reference to the resource itself (a
 * tree's parent) stays empty.
 */
async function sampleRef(t: TestApp, token: string, owner: ResourceDef, f: FieldDef): Promise<unknown> {
  const ref = f.ref!;
  if (ref.resource === owner.key) return null;
  // One referenced row per kind and app is enough: the walk checks the referring resource, not the referenced.
  const cache = refRows.get(t) ?? new Map<string, unknown>();
  refRows.set(t, cache);
  const key = `${ref.resource}:${JSON.stringify(ref.filter ?? {})}`;
  if (!cache.has(key)) cache.set(key, await makeRef(t, token, owner, ref));
  return cache.get(key);
}

async function makeRef(t: TestApp, token: string, owner: ResourceDef, ref: NonNullable<FieldDef['ref']>): Promise<unknown> {
  const target = byKey.get(ref.resource)!;
  // a filter on a column the add does not take (a state the module's services keep) is met by an existing row
  const settable = Object.keys(ref.filter ?? {}).every((k) => target.fields[k]?.form !== false);
  if (resourceActions(target).includes('add') && settable) {
    const pinned = Object.fromEntries(Object.entries(ref.filter ?? {}).map(([k, v]) => [k, v.split(',')[0]]));
    const made = await t.call<{ id: string }>('POST', `${target.basePath}/add`, { token, body: { ...(await sample(t, token, target)), ...pinned } });
    if (!made.body.success) throw new Error(`cannot make a ${target.key} for ${owner.key}: ${made.body.message}`);
    return (made.body.result as Record<string, unknown>)[refValue(ref)];
  }
  // of rows with stock left, the one with the most: the walk's records draw on it again and again
  const most: Record<string, string> = 'availableQty' in (ref.filter ?? {}) ? { column: 'availableQty', order: 'desc' } : {};
  const found = await t.call<PageResult<Record<string, unknown>>>('GET', `${target.basePath}/list`, { token, query: { pageSize: '1', ...most, ...(ref.filter ?? {}) } });
  if (!found.body.result?.records.length) throw new Error(`no ${target.key} row for ${owner.key} to refer to`);
  return found.body.result.records[0][refValue(ref)];
}

/**
 * Does the resource refer to a row it finds rather than makes — one whose filter is on a state only the module's
 * services keep (a run's CCP state)? That row is the demo's, of the last days, and a record answering it cannot be
 * older than it (a CCP correction, not before its run): such a resource's times are sampled from an hour ago.
 */
function refersToFoundRow(def: ResourceDef): boolean {
  return Object.values(def.fields).some((f) => {
    if (!f.ref || f.ref.resource === def.key) return false;
    const target = byKey.get(f.ref.resource)!;
    // a scope may speak of today (a lot past its 保质期): what answers it is judged on a day like today's
    if (LIST_SCOPE_KEY in (f.ref.filter ?? {})) return true;
    return resourceActions(target).includes('add') && !Object.keys(f.ref.filter ?? {}).every((k) => target.fields[k]?.form !== false);
  });
}

/** An hour ago as the wire writes it in the app's time zone (`YYYY-MM-DD HH:mm:ss`). */
function anHourAgo(t: TestApp): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(Date.now() - 3_600_000);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

async function sampleValue(t: TestApp, token: string, owner: ResourceDef, name: string, f: FieldDef): Promise<unknown> {
  seq += 1;
  if ((f.type === 'date' || f.type === 'datetime') && !f.ref && !f.dict && refersToFoundRow(owner)) {
    return f.type === 'date' ? anHourAgo(t).slice(0, 10) : anHourAgo(t);
  }
  if (f.ref) return sampleRef(t, token, owner, f);
  if (f.dict) {
    const value = (await t.ctx.dict.items(f.dict))![0].value;
    return f.type === 'int' ? Number(value) : value;
  }
  if (f.format === 'filePath') return storedSample(t);
  if (f.format) return formatSample(f.format);
  switch (f.type) {
    case 'int': return f.min ?? 1;
    case 'decimal': return 1.5;
    case 'date': return '2026-03-15';
    case 'datetime': return '2026-03-15 08:30:00';
    // Lower case fits every code pattern (a 规则编码 takes no capitals).
    default: return `${name}_${seq}_${Date.now().toString(36)}`.slice(0, f.maxLength ?? 255)[f.pattern ? 'toLowerCase' : 'toString']();
  }
}

/**
 * Values the walk cannot take from a field alone, where a module's rule ties two fields together: a 食品安全自查 that
 * names 不符合项目 (the walk's first item of the list) found something, so its 结论 cannot be 未发现风险隐患 (the
 * dictionary's first).
 */
const TIED: Readonly<Record<string, Record<string, unknown>>> = { safetyCheck: { result: 'FIXED' } };

async function sample(t: TestApp, token: string, def: ResourceDef): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields)) if (f.form !== false) out[name] = await sampleValue(t, token, def, name, f);
  return { ...out, ...TIED[def.key] };
}

describe.each(databaseTargets())('generic resources on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let nobody: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('noperm', 'Noperm#pass-1');
    nobody = await t.login('noperm', 'Noperm#pass-1');
  });
  afterAll(async () => { await t?.close(); });

  describe.each(RESOURCES.map((def) => ({ key: def.key, def })))('$key', ({ def }) => {
    const base = def.basePath;
    const has = (action: (typeof CRUD_ACTIONS)[number]) => resourceActions(def).includes(action);

    // A resource written only by its module's services has the read routes only (ResourceDef.actions).
    it.runIf(!has('add'))('lists and reads (read-only)', async () => {
      const list = await t.call<PageResult<Record<string, unknown>>>('GET', `${base}/list`, { token: admin, query: { pageSize: '5' } });
      expect(list.body.success, JSON.stringify(list.body)).toBe(true);
      const first = list.body.result.records[0];
      if (first) {
        const byId = await t.call<Record<string, unknown>>('GET', `${base}/queryById`, { token: admin, query: { id: first.id as string } });
        expect(byId.body.result.id).toBe(first.id);
      }
      expect((await t.call('POST', `${base}/add`, { token: admin, body: {} })).status).toBe(404);
    });

    it.runIf(has('add'))('walks add → list → search → edit → delete', async () => {
      const input = await sample(t, admin, def);
      const added = await t.call<Record<string, unknown>>('POST', `${base}/add`, { token: admin, body: input });
      expect(added.body, JSON.stringify(added.body)).toMatchObject({ success: true, message: MSG.addOk });
      const id = added.body.result.id as string;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(added.body.result.createBy).toBe('admin');
      expect(added.body.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const list = await t.call<PageResult<Record<string, unknown>>>('GET', `${base}/list`, { token: admin, query: { pageSize: '100' } });
      expect(list.body.result.records.some((r) => r.id === id)).toBe(true);
      const listed = list.body.result.records.find((r) => r.id === id)!;
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.dict) expect(listed[`${name}_dictText`]).toBeTruthy();
        if (f.ref && listed[name]) expect(listed[`${name}_dictText`], `${name}_dictText`).toBeTruthy();
      }

      const searchField = Object.entries(def.fields).find(([, f]) => f.type === 'string' && !f.dict && !f.ref && !f.format && f.form !== false)?.[0];
      if (searchField) {
        const value = String(input[searchField]);
        const found = await t.call<PageResult<Record<string, unknown>>>('GET', `${base}/list`, { token: admin, query: { [searchField]: `*${value.slice(2, -2)}*` } });
        expect(found.body.result.records.map((r) => r.id)).toEqual([id]);
        const none = await t.call<PageResult<unknown>>('GET', `${base}/list`, { token: admin, query: { [searchField]: `!${value}`, id } });
        expect(none.body.result.total).toBe(0);
      }

      const changes = await sample(t, admin, def);
      const edited = await t.call<Record<string, unknown>>('PUT', `${base}/edit`, { token: admin, body: { ...changes, id } });
      expect(edited.body).toMatchObject({ success: true, message: MSG.editOk });
      expect(edited.body.result.updateBy).toBe('admin');
      const byId = await t.call<Record<string, unknown>>('GET', `${base}/queryById`, { token: admin, query: { id } });
      for (const [k, v] of Object.entries(changes)) {
        // a secret (a data source's password) is stored, and never sent back
        if (def.fields[k].secret) expect(byId.body.result, k).not.toHaveProperty(k);
        else expect(byId.body.result[k]).toEqual(v);
      }
      // its history: the edit on top, naming each changed field with what it reads now
      const log = await t.call<RecordVersion[]>('GET', `${base}/dataLog`, { token: admin, query: { id } });
      expect(log.body.result.map((v) => [v.version, v.action, v.by])).toEqual([[2, 'edit', 'admin'], [1, 'add', 'admin']]);
      for (const c of log.body.result[0].changes) {
        expect(c.label).toBe(def.fields[c.field].label);
        expect(c.after === null || typeof c.after === 'string').toBe(true);
      }
      const plain = Object.entries(changes).filter(([k, v]) => !def.fields[k].dict && !def.fields[k].ref && !def.fields[k].format && !def.fields[k].secret && typeof v === 'string' && v !== input[k]);
      for (const [k, v] of plain) expect(log.body.result[0].changes.find((c) => c.field === k), k).toMatchObject({ before: input[k] === undefined || input[k] === null ? null : String(input[k]), after: v });

      const deleted = await t.call('DELETE', `${base}/delete`, { token: admin, query: { id } });
      expect(deleted.body).toMatchObject({ success: true, message: MSG.deleteOk });
      const gone = await t.call('GET', `${base}/queryById`, { token: admin, query: { id } });
      expect(gone.body.success).toBe(false);
      // Soft delete: the row and its history stay for the audit trail.
      const raw = await t.ctx.db.selectFrom(def.table as never).selectAll().where('id' as never, '=', id as never).executeTakeFirst() as Record<string, unknown>;
      expect(raw.delFlag).toBe(1);
      const history = await t.ctx.db.selectFrom('sysDataLog').select('dataVersion').where('dataId', '=', id).orderBy('dataVersion').execute();
      expect(history.map((h) => h.dataVersion)).toEqual([1, 2, 3]);
    });

    it.runIf(has('deleteBatch') && has('add'))('deletes in batch', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await t.call<{ id: string }>('POST', `${base}/add`, { token: admin, body: await sample(t, admin, def) });
        ids.push(r.body.result.id);
      }
      const res = await t.call('DELETE', `${base}/deleteBatch`, { token: admin, query: { ids: `${ids.join(',')},` } });
      expect(res.body).toMatchObject({ success: true, message: MSG.deleteBatchOk });
      const left = await t.call<PageResult<unknown>>('GET', `${base}/list`, { token: admin, query: { id: ids.join(',') } });
      expect(left.body.result.total).toBe(0);
    });

    it.runIf(has('add'))('refuses a duplicate of a unique field in place', async () => {
      const unique = Object.entries(def.fields).find(([, f]) => f.unique);
      if (!unique) return;
      const input = await sample(t, admin, def);
      await t.call('POST', `${base}/add`, { token: admin, body: input });
      const dup = await t.call('POST', `${base}/add`, { token: admin, body: { ...(await sample(t, admin, def)), [unique[0]]: input[unique[0]] } });
      expect(dup.status).toBe(200);
      expect(dup.body).toMatchObject({ success: false, code: 500, message: `${unique[1].label}已存在` });
    });

    // a reference names a live row matching its filter (DESIGN.md §5 rule 1: the server resolves it, never trusts it)
    const ref = Object.entries(def.fields).find(([, f]) => f.ref && f.form !== false && f.ref.resource !== def.key);
    it.runIf(has('add') && has('edit') && ref !== undefined)('refuses a reference to no such row, on add and when an edit changes it', async () => {
      const [name] = ref!;
      const bad = await t.call('POST', `${base}/add`, { token: admin, body: { ...(await sample(t, admin, def)), [name]: 'no-such-row' } });
      expect(bad.body.success, JSON.stringify(bad.body)).toBe(false);
      expect(bad.body.message).toMatch(/不存在/); // the module's own hook may say it first (批次不存在)
      const made = await t.call<Record<string, unknown> & { id: string }>('POST', `${base}/add`, { token: admin, body: await sample(t, admin, def) });
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      const moved = await t.call('PUT', `${base}/edit`, { token: admin, body: { id: made.body.result.id, [name]: 'no-such-row' } });
      expect(moved.body.success).toBe(false);
      // the same reference sent back with an edit (what a form does) is the row's own: no second check
      const kept = await t.call('PUT', `${base}/edit`, { token: admin, body: { id: made.body.result.id, [name]: made.body.result[name] } });
      expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);
    });

    it.runIf(has('add'))('answers 400 naming the field for malformed input', async () => {
      const required = Object.entries(def.fields).find(([, f]) => mustFill(f))!;
      const input = await sample(t, admin, def);
      delete input[required[0]];
      const res = await t.call('POST', `${base}/add`, { token: admin, body: input });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(required[0]);
      const badSort = await t.call('GET', `${base}/list`, { token: admin, query: { column: 'password', order: 'asc' } });
      expect(badSort.status).toBe(400);
      const badOrder = await t.call('GET', `${base}/list`, { token: admin, query: { column: 'createTime', order: 'asc;drop' } });
      expect(badOrder.status).toBe(400);
    });

    // FieldDef.notBefore: an end before its start, whether both come in one request or one side is edited alone.
    const ordered = Object.entries(def.fields).find(([, f]) => f.notBefore && f.form !== false);
    it.runIf(has('add') && ordered !== undefined)('refuses an end before its start, on add and on an edit of one side', async () => {
      const [name, f] = ordered!;
      const since = def.fields[f.notBefore!];
      const input = await sample(t, admin, def); // both sides get the same sample value: in order
      // just before the sample value of the other side, in each side's own form (a time may follow a date)
      const earlyOf = (x: FieldDef) => (x.type === 'date' ? '2026-03-14' : since.type === 'date' ? '2026-03-14 23:59:59' : '2026-03-15 08:29:59');
      const early = earlyOf(f);
      const refused = await t.call('POST', `${base}/add`, { token: admin, body: { ...input, [name]: early } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`${f.label}不能早于${since.label}`);
      const made = await t.call<{ id: string }>('POST', `${base}/add`, { token: admin, body: input });
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      const id = made.body.result.id;
      expect((await t.call('PUT', `${base}/edit`, { token: admin, body: { id, [name]: early } })).status).toBe(400);
      const both = await t.call('PUT', `${base}/edit`, { token: admin, body: { id, [f.notBefore!]: since.type === 'date' ? '2026-03-14' : early, [name]: early } });
      expect(both.body.success, JSON.stringify(both.body)).toBe(true);
    });

    const happened = Object.entries(def.fields).find(([, f]) => f.happened);
    it.runIf(has('add') && happened !== undefined)('refuses the time of what happened in the future', async () => {
      const [name, f] = happened!;
      const input = await sample(t, admin, def);
      const res = await t.call('POST', `${base}/add`, { token: admin, body: { ...input, [name]: f.type === 'date' ? '2099-01-01' : '2099-01-01 08:00:00' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${f.label}不能晚于当前时间`);
    });

    it.runIf(has('add'))('ignores fields it does not declare (no mass assignment)', async () => {
      const res = await t.call<Record<string, unknown>>('POST', `${base}/add`, { token: admin, body: { ...(await sample(t, admin, def)), createBy: 'mallory', delFlag: 1, id: 'chosen-id' } });
      expect(res.body.result.createBy).toBe('admin');
      expect(res.body.result.id).not.toBe('chosen-id');
    });

    it('answers 401 without a session and 403 without the permission code on every route', async () => {
      const routes: Array<[string, string, string]> = [
        ['GET', `${base}/list`, 'list'], ['GET', `${base}/queryById?id=x`, 'queryById'], ['GET', `${base}/dataLog?id=x`, 'queryById'], ['POST', `${base}/add`, 'add'],
        ['PUT', `${base}/edit`, 'edit'], ['DELETE', `${base}/delete?id=x`, 'delete'], ['DELETE', `${base}/deleteBatch?ids=x`, 'deleteBatch'],
        ['GET', `${base}/exportXls`, 'exportXls'], ['POST', `${base}/importExcel`, 'importExcel'],
        ...(def.summary ? [['GET', `${base}/summary`, 'list'], ['GET', `${base}/summary/exportXls`, 'exportXls']] as Array<[string, string, string]> : []),
      ];
      // an append-only resource (the system log) has no data log route
      const offered = routes.filter(([, url, a]) => has(a as (typeof CRUD_ACTIONS)[number]) && !(def.appendOnly && url.includes('/dataLog')));
      for (const [method, url, action] of offered) {
        expect((await t.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, `${method} ${url}`).toBe(401);
        const denied = await t.call(method, url, { token: nobody, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(denied.status, `${method} ${url}`).toBe(403);
        expect(denied.body.code).toBe(510);
        expect(CRUD_ACTIONS).toContain(action);
        const granted = await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', permissionCode(def, action as never)).executeTakeFirst();
        expect(granted, `permission row for ${action}`).toBeTruthy();
      }
    });
  });
});
