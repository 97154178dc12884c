import { INSPECTION_RESULT, INSPECTION_STAGE } from '@foodtrace/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { FtKysely } from '../schema.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query on ft_checkout, alone or beside other tables
type EB = ExpressionBuilder<any, any>;

/**
 * An inspection that keeps a sample of its lot (留样, contracts foodtrace/retained-sample.ts): a release (isRelease) with
 * a sample. The one condition behind a lot's 留样, the 留样台账 and what 不合格品处置 leaves in the lot; `table` names
 * the inspections in a query of several.
 */
export function keepsSample(eb: EB, table?: string): Expression<SqlBool> {
  const col = (c: string) => (table ? `${table}.${c}` : c);
  return eb.and([eb(col('stage'), '=', INSPECTION_STAGE.final), eb(col('result'), '=', INSPECTION_RESULT.pass), eb(col('sampleQty'), '>', 0)]);
}

/** The live inspections that keep a sample of one lot. */
const samplesOf = (db: FtKysely, lotId: string) =>
  db.selectFrom('ftCheckout').where('lotId', '=', lotId).where('delFlag', '=', 0).where((eb) => keepsSample(eb));

/**
 * The units of a lot kept as retained samples: what its passing 出厂检验 recorded. They stay in the plant until
 * their 留样至 and then leave by 不合格品处置, never by a run or a shipment (lot.service.ts refreshLotStatus).
 */
export async function retainedOf(db: FtKysely, lotId: string): Promise<number> {
  const row = await samplesOf(db, lotId).select((eb) => eb.fn.sum<number | string | null>('sampleQty').as('qty')).executeTakeFirst();
  return Number(row?.qty ?? 0);
}

/**
 * The last 留样至 of the lot's retained samples that are still to be kept on `day` (`YYYY-MM-DD`), or null when
 * none is (contracts isSampleDue): until then 不合格品处置 leaves them, like a run or a shipment.
 */
export async function samplesKeptUntil(db: FtKysely, lotId: string, day: string): Promise<string | null> {
  const row = await samplesOf(db, lotId).select((eb) => eb.fn.max('sampleUntil').as('until')).where('sampleUntil', '>=', day).executeTakeFirst();
  return row?.until ?? null;
}
