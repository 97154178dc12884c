import { CODE_LEVEL, foodCodeResource, levelGtin, YES } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud';
import { queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { publicBaseOf, qrContent, type LabelContext } from './code-format';
import type { Label } from './label-sheet';

const codes = resourceApi(foodCodeResource);

/** The server's public address (and the GTIN and lot of a serialised batch: a case batch's 外箱条码) from one code's detail. */
async function contextOf(code: string, serialised: boolean): Promise<LabelContext> {
  const detail = await queryResult(foodtraceApi.codeDetail(code));
  const base = publicBaseOf(detail.foodcodeUrl);
  const gtin = levelGtin(detail.product, detail.level);
  return serialised && gtin ? { base, serial: { gtin, lotNo: detail.lot.lotNo } } : { base };
}

const toLabel = (row: ResourceRow, ctx: LabelContext): Label => ({
  code: String(row.code), url: qrContent(String(row.code), ctx),
  productName: String(row.productId_dictText ?? ''), lotNo: String(row.lotId_dictText ?? ''), isCase: row.codeLevel === CODE_LEVEL.case,
});

/** The labels of a code batch, page by page in generation order. */
export function batchLabelLoader(batch: ResourceRow) {
  return async (pageNo: number, size: number): Promise<Label[]> => {
    const page = await queryResult(codes.list({ batchId: batch.id, pageNo, pageSize: size, column: 'createTime', order: 'asc' }));
    if (!page.records.length) return [];
    const ctx = await contextOf(String(page.records[0].code), batch.withSerial === YES);
    return page.records.map((r) => toLabel(r, ctx));
  };
}

/** The labels of codes ticked in a list (their trace page URLs). */
export function rowsLabelLoader(rows: readonly ResourceRow[]) {
  return async (pageNo: number, size: number): Promise<Label[]> => {
    const slice = rows.slice((pageNo - 1) * size, pageNo * size);
    if (!slice.length) return [];
    const ctx = await contextOf(String(slice[0].code), false);
    return slice.map((r) => toLabel(r, ctx));
  };
}
