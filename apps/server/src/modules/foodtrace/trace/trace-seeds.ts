import { normalizeTraceCode } from '@foodtrace/contracts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';

export interface TraceQuery { code?: string; lotNo?: string; lotId?: string; supplierLotNo?: string }

export interface Seeds { lotIds: string[]; code?: { id: string; code: string; status: string; scanCount: number } }

/** Where a trace starts: a consumer's code, one of our lot numbers or ids, or a supplier's lot number (a recall notice). */
export async function resolveSeeds(db: FtKysely, q: TraceQuery): Promise<Seeds> {
  if (q.code) {
    const code = normalizeTraceCode(q.code);
    const row = code ? await db.selectFrom('ftTraceCode').select(['id', 'code', 'lotId', 'status', 'scanCount']).where('code', '=', code).where('delFlag', '=', 0).executeTakeFirst() : undefined;
    if (!row) throw new BusinessError('追溯码不存在');
    return { lotIds: [row.lotId], code: { id: row.id, code: row.code, status: row.status, scanCount: row.scanCount } };
  }
  if (q.lotNo || q.lotId) {
    let query = db.selectFrom('ftLot').select('id').where('delFlag', '=', 0);
    query = q.lotId ? query.where('id', '=', q.lotId) : query.where('lotNo', '=', q.lotNo!);
    const lot = await query.executeTakeFirst();
    if (!lot) throw new BusinessError('批次不存在');
    return { lotIds: [lot.id] };
  }
  if (q.supplierLotNo) {
    const rows = await db.selectFrom('ftCrudePutin').select('lotId').where('supplierLotNo', '=', q.supplierLotNo).where('delFlag', '=', 0).execute();
    const lotIds = rows.map((r) => r.lotId).filter((v): v is string => v !== null);
    if (!lotIds.length) throw new BusinessError('未找到该供应商批号的入库记录');
    return { lotIds };
  }
  throw new BadRequestError('请提供 code、lotNo、lotId 或 supplierLotNo 之一');
}
