import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { LOT_SCOPE } from '../../foodtrace/lot-disposal.ts';
import { LOT_STOCK_SCOPE } from '../../foodtrace/lot-stock.ts';

/**
 * 批次: raw, work-in-progress and finished lots in one table (DOMAIN.md §1). Read-only here: raw lots are
 * created by an intake, the others by a processing run, statuses change through inspections and recalls.
 * availableQty = quantity − consumed − shipped − disposed (不合格品处置), a column the database computes;
 * drawableQty is that less the retained samples (留样, retainedQty): what a run or a shipment may take.
 */
export const lotResource = defineResource({
  key: 'lot',
  title: '批次',
  table: 'ft_lot',
  basePath: '/foodtrace/lot',
  permPrefix: 'foodtrace:lot',
  departmentOwned: true,
  actions: ['list', 'queryById', 'exportXls'],
  scopes: [LOT_SCOPE.disposable, ...Object.values(LOT_STOCK_SCOPE)],
  // 批次库存 按品名: per product (a raw lot's: its raw material) and unit, the stock, what runs and shipments may
  // still take of it (the rest is retained samples), and the first 保质期至 — first-expiring product first
  summary: {
    title: '批次汇总（按品名）',
    by: ['lotKind', 'productId', 'crudeId', 'unit'],
    sum: ['availableQty', 'drawableQty'],
    min: ['expiryDate'],
    defaultSort: { column: 'expiryDate', order: 'asc' },
    labels: { rowCount: '批次数', availableQty: '库存', expiryDate: '最早保质期至' },
  },
  fields: {
    lotNo: { label: '批号', type: 'string', maxLength: 20, search: 'like', sortable: true },
    lotKind: { label: '批次类别', type: 'string', dict: FT_DICT.lotKind, maxLength: 10, search: 'eq' },
    crudeId: { label: '原料', type: 'string', maxLength: 32, ref: { resource: 'crude', label: 'name' }, search: 'eq' },
    productId: { label: '产品', type: 'string', maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq' },
    quantity: { label: '数量', type: 'decimal' },
    consumedQty: { label: '已投料', type: 'decimal' },
    shippedQty: { label: '已发货', type: 'decimal' },
    disposedQty: { label: '已处置', type: 'decimal' },
    availableQty: { label: '可用量', type: 'decimal', sortable: true },
    retainedQty: { label: '留样', type: 'decimal', list: false },
    drawableQty: { label: '可投料/发货量', type: 'decimal', list: false },
    unit: { label: '单位', type: 'string', dict: FT_DICT.unit, maxLength: 20 },
    status: { label: '状态', type: 'string', dict: FT_DICT.lotStatus, maxLength: 20, search: 'eq' },
    producedTime: { label: '生产/收货时间', type: 'datetime', search: 'range', sortable: true },
    expiryDate: { label: '保质期至', type: 'date', search: 'range', sortable: true },
    originId: { label: '产地', type: 'string', maxLength: 32, ref: { resource: 'originCode', label: 'originName' }, list: false },
    processId: { label: '加工单', type: 'string', maxLength: 32, ref: { resource: 'process', label: 'processNo' }, list: false },
    remark: { label: '备注', type: 'string', maxLength: 500, list: false },
  },
});
