import { LOT_KIND, type LotKind } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';
import { randomToken } from './tokens.ts';
import { dateText } from './wire.ts';

const PREFIX: Record<LotKind, string> = { [LOT_KIND.raw]: 'R', [LOT_KIND.wip]: 'W', [LOT_KIND.finished]: 'F' };

/** R/W/F + date + random suffix, e.g. F20260315-7K2Q: 14 characters, valid as GS1 AI (10). */
export function newLotNo(kind: LotKind, at: number, tz: string): string {
  return `${PREFIX[kind]}${dateText(at, tz)!.replace(/-/g, '')}-${randomToken(4)}`;
}

/** A lot number is taken by any lot ever recorded, deleted ones included (numbers are never reused). */
export async function assertLotNoFree(db: FtKysely, lotNo: string, exceptLotId?: string): Promise<void> {
  let q = db.selectFrom('ftLot').select('id').where('lotNo', '=', lotNo);
  if (exceptLotId) q = q.where('id', '<>', exceptLotId);
  if (await q.executeTakeFirst()) throw new BusinessError(`批号 ${lotNo} 已被使用（批号不可重复使用）`);
}

/** A fresh lot number (the random suffix makes a clash rare; a clash just draws again). */
export async function freeLotNo(db: FtKysely, kind: LotKind, at: number, tz: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const lotNo = newLotNo(kind, at, tz);
    if (!(await db.selectFrom('ftLot').select('id').where('lotNo', '=', lotNo).executeTakeFirst())) return lotNo;
  }
  throw new BusinessError('无法生成批号，请手工填写批号');
}
