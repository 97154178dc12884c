import { COLD_CHAIN_TEXT, FT_DICT, isColdChain, outsideColdChain } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';

/**
 * 冷链 at loading (contracts foodtrace/cold-chain.ts): a shipment carrying a product kept 冷藏 or 冷冻 names the
 * temperature it was loaded at, and that temperature is within the product's 贮存条件. The message names the
 * product and its condition as the dictionary words it.
 */
export async function assertLoadTemperature(db: FtKysely, dict: Pick<DictService, 'lookup'>, lotIds: readonly string[], celsius: number | null | undefined): Promise<void> {
  if (!lotIds.length) return;
  const items = await db.selectFrom('ftLot as l').innerJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['p.name', 'p.storageCondition']).where('l.id', 'in', [...lotIds]).orderBy('l.lotNo').execute();
  const text = await dict.lookup();
  for (const { name, storageCondition } of items.filter((i) => isColdChain(i.storageCondition))) {
    const condition = text(FT_DICT.storageCondition, storageCondition);
    if (celsius === null || celsius === undefined) throw new BusinessError(COLD_CHAIN_TEXT.loadRequired(name, condition));
    if (outsideColdChain(storageCondition, Number(celsius))) throw new BusinessError(COLD_CHAIN_TEXT.loadRefused(Number(celsius), name, condition));
  }
}

/**
 * 冷链 at receiving: a raw material kept 冷藏 or 冷冻 is taken in with its 到货温度 read (GB 31605 收货查验). The reading
 * may be outside the limits: the delivery is recorded as it came, and its inspection decides (below).
 */
export async function assertArrivalTemperatureRead(db: FtKysely, dict: Pick<DictService, 'lookup'>, crudeId: unknown, celsius: unknown): Promise<void> {
  if (typeof crudeId !== 'string' || !crudeId || (celsius !== null && celsius !== undefined && celsius !== '')) return;
  const crude = await db.selectFrom('ftCrude').select(['name', 'storageCondition']).where('id', '=', crudeId).executeTakeFirst();
  if (!crude || !isColdChain(crude.storageCondition)) return;
  const text = await dict.lookup();
  throw new BusinessError(COLD_CHAIN_TEXT.intakeRequired(crude.name, text(FT_DICT.storageCondition, crude.storageCondition)));
}

/** What 登记检验 tells of a raw lot that arrived outside its material's 贮存条件: the warning, or null. */
export async function intakeTemperatureWarning(db: FtKysely, dict: Pick<DictService, 'lookup'>, lotId: string): Promise<string | null> {
  const row = await db.selectFrom('ftCrudePutin as cp').innerJoin('ftLot as l', 'l.id', 'cp.lotId').innerJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .select(['l.lotNo', 'c.name', 'c.storageCondition', 'cp.temperature']).where('cp.lotId', '=', lotId).where('cp.delFlag', '=', 0).executeTakeFirst();
  if (!row || row.temperature === null || !outsideColdChain(row.storageCondition, Number(row.temperature))) return null;
  const text = await dict.lookup();
  return COLD_CHAIN_TEXT.intakeOutside(row.lotNo, row.name, Number(row.temperature), text(FT_DICT.storageCondition, row.storageCondition));
}
