import { INSTRUMENT_STATUS, type InstrumentDue } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';

/**
 * The instruments in use whose 检定/校准 ran out on `until` (`YYYY-MM-DD`) or before: lapsed or about to, soonest
 * first. What 资质证照提醒 announces and the home page's 检定到期 counts (计量器具 → 已过期 / 30 天内到期 list them).
 */
export function instrumentsDueBy(db: FtKysely, until: string): Promise<InstrumentDue[]> {
  return db.selectFrom('ftInstrument').select(['name', 'instrumentNo', 'location', 'ccp', 'validUntil']).where('delFlag', '=', 0)
    .where('status', '=', INSTRUMENT_STATUS.inUse).where('validUntil', '<=', until).orderBy('validUntil').orderBy('instrumentNo').execute();
}
