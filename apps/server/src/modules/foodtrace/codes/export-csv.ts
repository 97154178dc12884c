import { Readable } from 'node:stream';
import { YES, levelGtin } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';
import { codeUrls } from './code-detail.ts';

const PAGE = 2000;

/** RFC 4180 quoting, and a leading ' against spreadsheet formula injection (=, +, -, @). */
export function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * A code batch as CSV for the label printer: one row per code with the URL its QR encodes. Streamed page by
 * page along the (batch_id, del_flag, id) index, so a batch of 100 000 never sits in memory. A BOM lets
 * Excel read the UTF-8.
 */
export async function exportBatchCsv(db: FtKysely, batchId: string, base: string): Promise<{ fileName: string; stream: Readable }> {
  const batch = await db.selectFrom('ftCodeBatch').selectAll().where('id', '=', batchId).where('delFlag', '=', 0).executeTakeFirst();
  if (!batch) throw new BusinessError('生码批次不存在');
  const lot = await db.selectFrom('ftLot').select('lotNo').where('id', '=', batch.lotId).executeTakeFirstOrThrow();
  const product = batch.productId ? await db.selectFrom('ftProduct').select(['name', 'gtin', 'caseGtin']).where('id', '=', batch.productId).executeTakeFirst() : undefined;
  const withSerial = batch.withSerial === YES;
  // a case batch's labels carry the carton's GTIN (外箱条码)
  const gtin = product ? levelGtin(product, batch.codeLevel) : null;

  async function* rows(): AsyncGenerator<string> {
    yield `\uFEFF${['序号', '追溯码', '产品', '商品条码', '批号', '状态', '扫码网址', 'GS1数字链接'].join(',')}\r\n`;
    let after = '';
    let n = 0;
    for (;;) {
      const page = await db.selectFrom('ftTraceCode').select(['id', 'code', 'status']).where('batchId', '=', batchId)
        .where('delFlag', '=', 0).where('id', '>', after).orderBy('id').limit(PAGE).execute();
      if (!page.length) return;
      let chunk = '';
      for (const c of page) {
        const urls = codeUrls(base, c.code, gtin, lot.lotNo, withSerial);
        chunk += [++n, c.code, product?.name, gtin, lot.lotNo, c.status, urls.foodcodeUrl, urls.digitalLinkUrl].map(csvCell).join(',') + '\r\n';
      }
      yield chunk;
      after = page[page.length - 1].id;
    }
  }
  return { fileName: `追溯码-${batch.batchNo}.csv`, stream: Readable.from(rows()) };
}
