import { Button, type TableColumnsType } from 'antd';
import { SummaryTable, type ResourceSummaryState, type SummaryRow } from '@/crud';
import { columnSortOrder } from '@/crud/list-params';
import { CRUD_TEXT } from '@/crud/texts';
import { STOCK_EXPIRY_CELLS } from '../common/due-dates';
import { rowAmount } from '../common/use-unit-text';
import { STOCK_TEXT as T } from './texts';

/** A product's (a raw lot's: its raw material's) lots, as 查看批次 narrows the list to them. */
export interface StockItem { field: 'productId' | 'crudeId'; id: string; name: string }

const itemOf = (row: SummaryRow): StockItem => (row.productId
  ? { field: 'productId', id: String(row.productId), name: String(row.productId_dictText ?? '') }
  : { field: 'crudeId', id: String(row.crudeId ?? ''), name: String(row.crudeId_dictText ?? '') });

/**
 * What is left of the group's retained samples: a lot's drawable amount is its stock less its samples, never below
 * 0 (migration 0324), so the stock less the drawable adds up each lot's retainedLeftOf.
 */
const samplesLeft = (row: SummaryRow) => Math.round((Number(row.availableQty) - Number(row.drawableQty)) * 1e4) / 1e4;

/**
 * 批次库存 按品名: the lots the list would show — its view, its search — added up per product and unit (the
 * lot list's summary): how many lots, how much stock, how much of it is retained samples (what runs and
 * shipments may not take: the stock less the drawable), and the first 保质期至. 查看批次 lists those lots.
 */
export function StockByProduct({ summary, onOpen }: { summary: ResourceSummaryState; onOpen: (item: StockItem) => void }) {
  const sorted = (column: string) => ({ sorter: true, sortOrder: columnSortOrder(summary.sort, column), key: column, dataIndex: column });
  const columns: TableColumnsType<SummaryRow> = [
    { title: T.itemName, key: 'item', render: (_: unknown, row) => itemOf(row).name },
    { title: T.lotKind, dataIndex: 'lotKind_dictText', key: 'lotKind' },
    { title: T.lotCount, ...sorted('rowCount'), align: 'right', render: (n: number) => T.lots(n) },
    { title: T.available, ...sorted('availableQty'), align: 'right', render: (qty: number, row) => rowAmount(qty, row) },
    { title: T.retained, key: 'retained', align: 'right', render: (_: unknown, row) => (samplesLeft(row) > 0 ? rowAmount(samplesLeft(row), row) : '') },
    { title: T.firstExpiry, ...sorted('expiryDate'), render: (value: unknown) => STOCK_EXPIRY_CELLS.expiryDate(value) },
    {
      title: CRUD_TEXT.actions, key: 'actions', fixed: 'right',
      render: (_: unknown, row) => <Button type="link" size="small" onClick={() => onOpen(itemOf(row))}>{T.openLots}</Button>,
    },
  ];
  const rowKey = (row: SummaryRow) => [row.lotKind, row.productId, row.crudeId, row.unit].join('|');
  return <SummaryTable summary={summary} columns={columns} rowKey={rowKey} />;
}
