import type { LotWarnings } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { lotCcpWarnings } from '../process/process-steps.ts';
import { qualityHoldWarning } from './lot-holds.ts';
import { intakeTemperatureWarning } from '../shared/cold-chain.ts';
import { supplierWarnings } from '../shared/supplier-approval.ts';
import { intakeTransitWarning } from '../transit/transit-temperature.ts';
import { intakeTransitHold } from '../transit/trip-reviews.ts';
import type { FtKysely } from '../schema.ts';
import { formulaWarning } from '../formula/formula.ts';

/**
 * What the lot's record tells (contracts LotWarnings): a 质量暂扣 in force, its run's CCP deviations and 配方偏差, an intake outside
 * 贮存条件 (on arrival or on the way), its supplier's review overdue on delivery or a suspension since. One answer for 登记检验 and the lot's detail.
 */
export async function lotWarnings(db: FtKysely, ctx: Pick<AppContext, 'dict' | 'config'>, lot: { id: string; processId: string | null }): Promise<LotWarnings> {
  return {
    qualityHold: await qualityHoldWarning(db, ctx.dict, ctx.config.timeZone, lot.id),
    ...await lotCcpWarnings(db, lot.processId),
    formulaDeviation: await formulaWarning(db, lot.processId),
    intakeTemperature: await intakeTemperatureWarning(db, ctx.dict, lot.id),
    intakeTransit: await intakeTransitWarning(db, ctx.dict, ctx.config.timeZone, lot.id),
    intakeTransitHold: (await intakeTransitHold(db, lot.id))?.hold ?? null,
    ...await supplierWarnings(db, ctx.dict, ctx.config.timeZone, lot.id),
  };
}
