import dayjs from 'dayjs';
import { LOT_HAS_STOCK, LOT_STATUS, PAGING, type LotKind } from '@foodtrace/contracts';
import type { PopupSource } from '@/components/editable-table';
import { resourceApi } from '@/crud';
import { lotResource } from '@foodtrace/contracts';
import { FT_TEXT } from './texts';

/** A lot row as the pickers show it: what is left of it, in its unit. */
export interface LotOption extends Record<string, unknown> {
  id: string;
  lotNo: string;
  itemName: string;
  kindText: string;
  available: number;
  unit: string;
  unitText: string;
  expiryDate: string | null;
  /** The expiry as the picker shows it: `2026-11-24（已过期）` once past (the server refuses such a lot). */
  expiryText: string;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** A lot list row → picker row: what a run or a shipment may take, its retained samples left (contracts lot.ts). */
export function toLotOption(r: Record<string, unknown>, today = dayjs().format('YYYY-MM-DD')): LotOption {
  const expiryDate = (r.expiryDate as string | null) ?? null;
  return {
    id: String(r.id),
    lotNo: String(r.lotNo ?? ''),
    itemName: String(r.productId_dictText ?? r.crudeId_dictText ?? ''),
    kindText: String(r.lotKind_dictText ?? r.lotKind ?? ''),
    available: round4(num(r.drawableQty)),
    unit: String(r.unit ?? ''),
    unitText: String(r.unit_dictText ?? r.unit ?? ''),
    expiryDate,
    expiryText: expiryDate ? (expiryDate < today ? FT_TEXT.expired(expiryDate) : expiryDate) : '',
  };
}

/**
 * The lots an input or shipment line may take: released only (DOMAIN.md §1: a lot that is not released
 * cannot be used or shipped), with something left besides its retained samples, of the given kinds, newest first, searchable by lot
 * number. The server checks again and refuses with its own message.
 */
export function releasedLotSource(kinds: readonly LotKind[], title: string): PopupSource {
  const api = resourceApi(lotResource);
  return {
    title,
    searchable: true,
    columns: async () => [
      { title: FT_TEXT.lotNo, dataIndex: 'lotNo' }, { title: FT_TEXT.itemName, dataIndex: 'itemName' },
      { title: FT_TEXT.lotKind, dataIndex: 'kindText' }, { title: FT_TEXT.available, dataIndex: 'available' },
      { title: FT_TEXT.unit, dataIndex: 'unitText' }, { title: FT_TEXT.expiryDate, dataIndex: 'expiryText' },
    ],
    load: async ({ pageNo, pageSize, keyword }) => {
      const params: Record<string, string | number> = {
        pageNo, pageSize: Math.min(pageSize, PAGING.maxPageSize), status: LOT_STATUS.released, lotKind: kinds.join(','), drawableQty: LOT_HAS_STOCK,
        column: 'producedTime', order: 'desc',
      };
      if (keyword) params.lotNo = `*${keyword}*`;
      const res = await api.list(params);
      if (!res.success) throw new Error(res.message);
      return { records: res.result.records.map((r) => toLotOption(r)), total: res.result.total };
    },
  };
}

/**
 * The quantity cell of a row that takes from a picked lot (投料, 发货): more than 0 and at most what is left
 * of the lot, said in the row as it is typed (the server checks again, under its lock).
 */
export const withinAvailable = {
  handler: ({ value, row }: { value: unknown; row: Record<string, unknown> }) => {
    const n = Number(value);
    const available = Number(row.available);
    if (!Number.isFinite(n) || n <= 0) return FT_TEXT.positiveQuantity;
    return row.available === undefined || row.available === '' || n <= available ? true : FT_TEXT.overAvailable(available, String(row.unitText ?? ''));
  },
};
