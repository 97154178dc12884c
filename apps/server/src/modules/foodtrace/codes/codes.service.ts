import { CODE_LEVEL, CODE_STATUS, LOT_KIND, LOT_STATUS, NO, TRACE_CODE, YES, levelGtin, type CodeLevel } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { insertRecord, updateRecords } from '../shared/records.ts';
import { randomToken } from '../shared/tokens.ts';
import { dateText } from '../shared/wire.ts';
import { unitText } from '../shared/quantity.ts';
import { releaseCaseItems } from './code-pack.ts';
import { freshCodes } from './code-generator.ts';

export interface GenerateRequest {
  lotId: string; quantity: number; withSerial: boolean; remark?: string | null;
  /** Item codes (the default) or case codes holding perCase items each. */
  level?: CodeLevel; perCase?: number | null;
}

/**
 * One batch of codes for a released finished lot (a code is what a consumer scans, so it exists only for goods
 * that passed inspection — DOMAIN.md §1 status gates). Inserted in chunks inside one transaction. The batch row
 * (with its data-log entry) is the record of the generation; codes carry no per-row creation snapshot.
 * withSerial: the codes are also GS1 serials (AI 21) of the product's GTIN (a case's: its 外箱条码), for the Digital Link form.
 */
export async function generateCodes(ctx: AppContext, user: SessionUser, req: GenerateRequest): Promise<{ batchId: string; batchNo: string; quantity: number }> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    const lot = await db.selectFrom('ftLot').selectAll().where('id', '=', req.lotId).where('delFlag', '=', 0).executeTakeFirst();
    if (!lot) throw new BusinessError('批次不存在');
    if (lot.lotKind !== LOT_KIND.finished) throw new BusinessError('只能为成品批次生成追溯码');
    if (lot.status !== LOT_STATUS.released) throw new BusinessError(`批次 ${lot.lotNo} 未放行，不能生成追溯码`);
    const product = await db.selectFrom('ftProduct').select(['id', 'gtin', 'caseGtin', 'caseQty']).where('id', '=', lot.productId!).executeTakeFirstOrThrow();
    const level = req.level ?? CODE_LEVEL.item;
    // a case's Digital Link names the carton's own GTIN (外箱条码), an item's the product's
    if (req.withSerial && !levelGtin(product, level)) {
      throw new BusinessError(level === CODE_LEVEL.case ? '该产品没有外箱条码(GTIN-14)，箱码不能生成 GS1 数字链接' : '该产品没有商品条码(GTIN)，不能生成 GS1 数字链接');
    }
    // 每箱件数: as told, else the product's 箱规
    const perCase = level === CODE_LEVEL.case ? req.perCase ?? product.caseQty ?? 0 : null;
    if (perCase !== null && perCase < 1) throw new BusinessError('请填写每箱件数（或在产品中维护箱规）');
    // One code per item (一物一码): the lot's live item codes never outnumber what it holds, and its cases never
    // outnumber what it fills (the last case may be part full). Voided codes (misprints, damaged labels) do not
    // count, so they can be replaced.
    const live = await db.selectFrom('ftTraceCode').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lotId', '=', lot.id).where('delFlag', '=', 0).where('status', '<>', CODE_STATUS.void).where('codeLevel', '=', level).executeTakeFirstOrThrow();
    const items = Math.floor(Number(lot.quantity));
    const left = Math.max(0, (perCase ? Math.ceil(items / perCase) : items) - Number(live.n));
    if (req.quantity > left) {
      const unit = await unitText(ctx.dict, lot.unit);
      throw new BusinessError(perCase
        ? `批次 ${lot.lotNo} 共 ${Number(lot.quantity)} ${unit}，每箱 ${perCase} 件可装 ${Math.ceil(items / perCase)} 箱，已有 ${Number(live.n)} 个有效箱码，最多还能生成 ${left} 个`
        : `批次 ${lot.lotNo} 共 ${Number(lot.quantity)} ${unit}，已有 ${Number(live.n)} 个有效追溯码，最多还能生成 ${left} 个（一物一码）`);
    }

    const now = Date.now();
    const batchNo = `CB${dateText(now, ctx.config.timeZone)!.replace(/-/g, '')}-${randomToken(6)}`;
    const batch = await insertRecord(db, 'ftCodeBatch', {
      batchNo, lotId: lot.id, productId: product.id, quantity: req.quantity, withSerial: req.withSerial ? YES : NO, remark: req.remark ?? null,
      codeLevel: level, perCase,
    }, user, now);
    for (let done = 0; done < req.quantity; done += TRACE_CODE.insertChunk) {
      const codes = await freshCodes(db, Math.min(TRACE_CODE.insertChunk, req.quantity - done));
      await db.insertInto('ftTraceCode').values(codes.map((code) => ({
        id: newId(), code, lotId: lot.id, productId: product.id, batchId: batch.id, status: CODE_STATUS.active, scanCount: 0,
        firstScanTime: null, lastScanTime: null, firstScanProvince: null, voidReason: null, codeLevel: level, createBy: user.username, createTime: now, updateBy: null, updateTime: null, delFlag: 0, sysOrgCode: batch.sysOrgCode as string | null,
      }))).execute();
    }
    return { batchId: batch.id, batchNo, quantity: req.quantity };
  });
}

/**
 * Voids codes (a damaged label, a misprint): the public page then says the code is void. A voided case code lets
 * its items go, to be packed into a case with a new label. Each change is logged.
 */
export async function voidCodes(ctx: AppContext, user: SessionUser, ids: string[], reason: string): Promise<number> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    const rows = await db.selectFrom('ftTraceCode').selectAll().where('id', 'in', ids).where('delFlag', '=', 0)
      .where('status', '<>', CODE_STATUS.void).execute();
    if (!rows.length) throw new BusinessError('没有可作废的追溯码');
    await updateRecords(db, 'ftTraceCode', rows, { status: CODE_STATUS.void, voidReason: reason }, user.username);
    for (const row of rows.filter((r) => r.codeLevel === CODE_LEVEL.case)) await releaseCaseItems(db, row.id, user.username);
    return rows.length;
  });
}
