import { FT_DICT, SUPPLIER_STATUS, SUPPLIER_TEXT } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';

/**
 * 合格供方 at intake (contracts foodtrace/supplier-approval.ts): once a raw material keeps a list — a decision on
 * file by the delivery's day `day` (`YYYY-MM-DD`) — only a supplier whose latest decision for it by then is 合格
 * delivers it. Judged on the delivery's own day: last month's delivery is entered as things stood then.
 */
export async function assertApprovedSupplier(db: FtKysely, dict: Pick<DictService, 'lookup'>, supplierId: unknown, crudeId: unknown, day: string | null): Promise<void> {
  if (typeof supplierId !== 'string' || !supplierId || typeof crudeId !== 'string' || !crudeId || !day) return;
  const decisions = await db.selectFrom('ftSupplierApproval').select(['supplierId', 'status', 'evaluatedDate', 'createTime'])
    .where('crudeId', '=', crudeId).where('delFlag', '=', 0).where('evaluatedDate', '<=', day).execute();
  if (!decisions.length) return;
  // the latest by its date; of two on one day, the one entered last
  const latest = decisions.filter((d) => d.supplierId === supplierId)
    .sort((a, b) => b.evaluatedDate.localeCompare(a.evaluatedDate) || Number(b.createTime) - Number(a.createTime))[0];
  if (latest?.status === SUPPLIER_STATUS.approved) return;
  const supplier = await db.selectFrom('ftRelationOffice').select('name').where('id', '=', supplierId).executeTakeFirst();
  const material = await db.selectFrom('ftCrude').select('name').where('id', '=', crudeId).executeTakeFirst();
  if (!latest) throw new BusinessError(SUPPLIER_TEXT.notListed(supplier?.name ?? '', material?.name ?? ''));
  const text = await dict.lookup();
  throw new BusinessError(SUPPLIER_TEXT.notApproved(supplier?.name ?? '', material?.name ?? '', text(FT_DICT.supplierStatus, latest.status), latest.evaluatedDate));
}
