import { CODE_LEVEL, CODE_STATUS, REPEAT_SCAN_ALERT, TRACE_CODE, isWrongLengthCode, normalizeTraceCode, provinceName, type PublicFoodCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ftDb } from '../schema.ts';
import { TtlCache } from '../../../platform/cache/ttl-cache.ts';
import { dateText, timeText } from '../shared/wire.ts';
import { okJson } from '../../../platform/envelope.ts';
import { lotProjection, type LotProjection } from './projection.ts';
import { scanCounter, type ScanMeta } from './scan.ts';

/** The texts a consumer reads first (DOMAIN.md §3). */
export const PUBLIC_TEXT = {
  unknown: '未查询到该追溯码，请核对后重新输入；如为所购商品上的追溯码，请谨防假冒。',
  wrongLength: `追溯码应为 ${TRACE_CODE.length} 位，请核对后重新输入`,
  void: '该追溯码已被企业作废，正品不应使用此码，请谨慎购买，并可通过下方留言反馈。',
  scanned: (n: number, first: string) => `本次为第 ${n} 次查询，首次查询时间：${first}`,
  repeated: '该追溯码已被查询过，如非您本人查询，请谨防假冒。',
  caseScanned: (n: number) => `这是整箱包装上的箱码（第 ${n} 次查询）。箱内每件商品都有自己的追溯码，购买后请扫描商品上的二维码查验。`,
  repeatedMany: (n: number) => `该追溯码已被查询 ${n} 次，查询次数异常，可能是被复制的假冒追溯码。如非您本人多次查询，请勿购买或食用，并可通过下方留言反馈。`,
} as const;

/** The lot part changes rarely and may lag by this much; the code's status and counter are always live. */
const LOT_TTL_MS = 30_000;

type CodePart = Omit<PublicFoodCode, keyof LotProjection>;

/**
 * The cached lot part: its JSON members, and the expiry date kept beside them so that the live part can say
 * whether the product is past its 保质期至 today without another query.
 */
interface LotEntry { members: string; expiryDate: string | null }

/** 保质期至 is the last good day: the product is expired from the next business day on (both `YYYY-MM-DD`). */
export const isExpired = (expiryDate: string | null, today: string): boolean => expiryDate !== null && today > expiryDate;

/** `{"a":1}` and `"b":2` → `{"a":1,"b":2}`: the live part of the answer joined to the cached lot part. */
const joinJson = (head: CodePart, members: string) => `${JSON.stringify(head).slice(0, -1)},${members}}`;

/**
 * Answers a scan with the whole envelope as JSON text (a PublicFoodCode in `result`). The lot part is cached
 * already serialised, as the members of a JSON object: only the code's few live fields are serialised per scan.
 */
export function publicAnswerer(ctx: AppContext) {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  const lots = new TtlCache<LotEntry>(LOT_TTL_MS, 5_000);
  // A recalled code gets the recall notice and no ads; the code's status is live, so the recalled answer is
  // its own cache entry rather than waiting for the lot's entry to expire. A code scanned out with a shipment
  // (扫码出库) says where it went itself: one entry per lot and shipment.
  const lotEntry = async (lotId: string, recalled: boolean, shipmentId: string | null): Promise<LotEntry> => {
    const projection = await lotProjection(db, lotId, tz, ctx.dict, recalled, shipmentId);
    return { members: JSON.stringify(projection).slice(1, -1), expiryDate: projection.lot?.expiryDate ?? null };
  };
  const countScan = scanCounter(db, ctx.kind);

  return async function answer(input: string, meta: ScanMeta): Promise<string> {
    const code = normalizeTraceCode(input);
    const row = await countScan(code ?? input.trim().slice(0, 32), meta);
    if (!code || !row) {
      // Too few or too many characters is a slip in typing, not a sign of a counterfeit (still logged above).
      const unknown: CodePart = isWrongLengthCode(input)
        ? { code: input.trim().slice(0, 32), status: 'UNKNOWN', message: PUBLIC_TEXT.wrongLength, wrongLength: true }
        : { code: input.trim().slice(0, 32), status: 'UNKNOWN', message: PUBLIC_TEXT.unknown };
      return okJson(JSON.stringify(unknown));
    }
    const n = Number(row.scanCount);
    if (row.status === CODE_STATUS.void) return okJson(JSON.stringify({ code, status: CODE_STATUS.void, message: PUBLIC_TEXT.void, scanNo: n } satisfies CodePart));
    const first = timeText(row.firstScanTime, tz)!;
    const recalled = row.status === CODE_STATUS.recalled;
    // from the second scan on: where the first came from (the first scanner's own place is no news to them)
    const firstScanRegion = n > 1 ? provinceName(row.firstScanProvince) : null;
    const key = `${row.lotId}${recalled ? ':recalled' : ''}${row.shipmentId ? `:${row.shipmentId}` : ''}`;
    const lot = await lots.get(key, () => lotEntry(row.lotId, recalled, row.shipmentId));
    const expired = isExpired(lot.expiryDate, dateText(meta.at, tz)!) ? { expired: true as const } : {};
    // a case's label is scanned along the chain (shops, carriers): its count is no sign of a copy
    const head: CodePart = row.codeLevel === CODE_LEVEL.case
      ? { code, status: row.status as PublicFoodCode['status'], message: PUBLIC_TEXT.caseScanned(n), caseCode: true, scanNo: n, firstScanTime: first, ...expired }
      : {
          code, status: row.status as PublicFoodCode['status'], message: PUBLIC_TEXT.scanned(n, first), scanNo: n, firstScanTime: first,
          ...(n >= REPEAT_SCAN_ALERT ? { warning: PUBLIC_TEXT.repeatedMany(n) } : n > 1 ? { warning: PUBLIC_TEXT.repeated } : {}),
          ...(firstScanRegion ? { firstScanRegion } : {}),
          ...expired,
        };
    return okJson(joinJson(head, lot.members));
  };
}
