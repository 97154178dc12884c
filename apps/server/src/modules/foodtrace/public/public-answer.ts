import { CODE_STATUS, normalizeTraceCode, type PublicFoodCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ftDb } from '../schema.ts';
import { TtlCache } from '../shared/ttl-cache.ts';
import { timeText } from '../shared/wire.ts';
import { lotProjection, type LotProjection } from './projection.ts';
import { scanCounter, type ScanMeta } from './scan.ts';

/** The texts a consumer reads first (DOMAIN.md §3). */
export const PUBLIC_TEXT = {
  unknown: '未查询到该追溯码，请核对后重新输入；如为所购商品上的追溯码，请谨防假冒。',
  void: '该追溯码已作废，请谨慎购买，并可通过下方留言反馈。',
  scanned: (n: number, first: string) => `本次为第 ${n} 次查询，首次查询时间：${first}`,
  repeated: '该追溯码已被查询过，如非您本人查询，请谨防假冒。',
  recalled: '该批次产品已召回，请立即停止食用，并联系购买商家或生产企业办理退货。',
} as const;

/** The lot part changes rarely and may lag by this much; the code's status and counter are always live. */
const LOT_TTL_MS = 30_000;

export function publicAnswerer(ctx: AppContext) {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  const lots = new TtlCache<LotProjection>(LOT_TTL_MS, 5_000);
  const countScan = scanCounter(db, ctx.kind);

  return async function answer(input: string, meta: ScanMeta): Promise<PublicFoodCode> {
    const code = normalizeTraceCode(input);
    const row = await countScan(code ?? input.trim().slice(0, 32), meta);
    if (!code || !row) return { code: input.trim().slice(0, 32), status: 'UNKNOWN', message: PUBLIC_TEXT.unknown };
    if (row.status === CODE_STATUS.void) return { code, status: CODE_STATUS.void, message: PUBLIC_TEXT.void, scanNo: Number(row.scanCount) };
    const n = Number(row.scanCount);
    const first = timeText(row.firstScanTime, tz)!;
    return {
      code, status: row.status as PublicFoodCode['status'], message: PUBLIC_TEXT.scanned(n, first), scanNo: n, firstScanTime: first,
      ...(n > 1 ? { warning: PUBLIC_TEXT.repeated } : {}),
      ...(row.status === CODE_STATUS.recalled ? { recall: { message: PUBLIC_TEXT.recalled } } : {}),
      ...(await lots.get(row.lotId, () => lotProjection(db, row.lotId, tz, ctx.dict))),
    };
  };
}
