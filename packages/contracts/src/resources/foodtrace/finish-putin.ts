import { defineResource } from '../../resource.ts';
import { LOT_KIND } from '../../foodtrace/codes.ts';
import { LOT_REF_DETAILS, quantityField, remarkField } from './shared.ts';

/**
 * 成品入库 (FinishPutinManageList): a finished lot stored into a warehouse (EPCIS bizStep storing). Once the lot has
 * shipped, its receipts are part of the record its shipments rest on: which lot, how much and when are fixed, and
 * they are not deleted (hooks/finish-putin.hooks.ts).
 */
export const finishPutinResource = defineResource({
  key: 'finishPutin',
  title: '成品入库',
  table: 'ft_finish_putin',
  basePath: '/foodtrace/finishPutin',
  permPrefix: 'foodtrace:finishPutin',
  departmentOwned: true,
  fields: {
    putinNo: { label: '入库单号', type: 'string', required: true, autoNumber: 'ft_finish_putin_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    lotId: { label: '成品批次', type: 'string', required: true, fixedOnceUsed: true, maxLength: 32, ref: { resource: 'lot', label: 'lotNo', filter: { lotKind: LOT_KIND.finished }, details: LOT_REF_DETAILS }, search: 'eq' },
    warehouse: { label: '仓库', type: 'string', required: true, maxLength: 50, search: 'like' },
    quantity: { ...quantityField('入库数量'), fixedOnceUsed: true },
    unit: { label: '单位', type: 'string', dict: 'ft_unit', maxLength: 20, form: false },
    putinTime: { label: '入库时间', type: 'datetime', required: true, happened: true, fixedOnceUsed: true, search: 'range', sortable: true },
    keeper: { label: '库管员', type: 'string', maxLength: 50, signedBy: true },
    remark: remarkField,
  },
  defaultSort: { column: 'putinTime', order: 'desc' },
});
