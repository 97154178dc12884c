import type { Kysely } from 'kysely';
import { FILL_RULE_STATUS, FILL_RULE_TEXT, numberTemplate, parseNumberPattern, requiredMessage, type FieldDef, type ResourceDef } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import { formatDay } from '../db/time.ts';
import { BadRequestError, BusinessError } from '../errors.ts';

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the numbered table is the resource's
type AnyDb = Kysely<any>;

export interface NumberingOptions {
  kind: DbKind;
  timeZone: string;
  /** The moment whose business day the date tokens show (default now). */
  at?: number;
  /** Numbers the same write already holds (an Excel batch's typed numbers): never handed out again. */
  reserved?: Set<string>;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Gives each blank FieldDef.autoNumber field of a new row its number (DESIGN.md: a document is numbered by its
 * 填值规则, never by the clerk's guess). Call it inside the transaction that inserts the row: the counter
 * moves in that transaction, so concurrent writes get different serials and a write that rolls back gives its
 * serial back. A number any row of the table already has (typed by hand, deleted, seeded) is skipped.
 */
export async function assignNumbers<D>(handle: Kysely<D>, def: Pick<ResourceDef, 'table' | 'fields'>, row: Row, opts: NumberingOptions): Promise<void> {
  const db = handle as unknown as AnyDb;
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.autoNumber || !isBlank(row[name])) continue;
    row[name] = await nextNumber(db, f, async (value) => Boolean(opts.reserved?.has(value))
      || Boolean(await db.selectFrom(def.table).select('id').where(name, '=', value).limit(1).executeTakeFirst()), opts);
  }
}

async function nextNumber(db: AnyDb, f: FieldDef, taken: (value: string) => Promise<boolean>, opts: NumberingOptions): Promise<string> {
  const rule = await db.selectFrom('sysFillRule').select(['ruleName', 'rulePattern'])
    .where('ruleCode', '=', f.autoNumber!).where('status', '=', FILL_RULE_STATUS.on).where('delFlag', '=', 0).executeTakeFirst();
  // No rule on: the number is the clerk's to type, as the field's own requirement says.
  if (!rule) throw new BadRequestError(requiredMessage(f));
  const parsed = parseNumberPattern(String(rule.rulePattern));
  if ('error' in parsed) throw new BusinessError(`填值规则“${String(rule.ruleName)}”：${parsed.error}`);
  const template = numberTemplate(parsed.parts, formatDay(opts.at ?? Date.now(), opts.timeZone));
  for (;;) {
    const serial = await bump(db, opts.kind, f.autoNumber!, template.scope);
    if (serial >= 10 ** template.digits) throw new BusinessError(FILL_RULE_TEXT.exhausted(String(rule.ruleName), template.digits));
    const value = template.value(serial);
    if (!(await taken(value))) return value;
  }
}

/** The next serial of a rule's counter for one prefix: one atomic upsert (the row lock orders concurrent writers). */
async function bump(db: AnyDb, kind: DbKind, ruleCode: string, scope: string): Promise<number> {
  const first = { ruleCode, scope, seqValue: 1 };
  if (kind === 'mysql') {
    // MariaDB has no INSERT … RETURNING on an upsert: read the row back under the lock the upsert took.
    await db.insertInto('sysFillRuleSeq').values(first).onDuplicateKeyUpdate((eb) => ({ seqValue: eb('seqValue', '+', 1) })).execute();
    const row = await db.selectFrom('sysFillRuleSeq').select('seqValue').where('ruleCode', '=', ruleCode).where('scope', '=', scope).executeTakeFirstOrThrow();
    return Number(row.seqValue);
  }
  const row = await db.insertInto('sysFillRuleSeq').values(first)
    .onConflict((oc) => oc.columns(['ruleCode', 'scope']).doUpdateSet((eb) => ({ seqValue: eb('sysFillRuleSeq.seqValue', '+', 1) })))
    .returning('seqValue').executeTakeFirstOrThrow();
  return Number(row.seqValue);
}
