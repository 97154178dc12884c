import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { FORMULA_SCOPE } from '../../foodtrace/formula.ts';
import { LINE_REF, remarkField } from './shared.ts';

/**
 * 加工记录 (FoodProccessList): the header of a processing run (EPCIS TransformationEvent). Its inputs, output
 * lots and step records are written together by POST /foodtrace/process/record; the header alone is a plan.
 * Once it has produced lots, its product and times are fixed: the lots were dated and checked against them.
 */
export const processResource = defineResource({
  key: 'process',
  title: '加工记录',
  table: 'ft_process',
  basePath: '/foodtrace/process',
  permPrefix: 'foodtrace:process',
  departmentOwned: true,
  scopes: [FORMULA_SCOPE.deviated],
  fields: {
    processNo: { label: '加工单号', type: 'string', required: true, autoNumber: 'ft_process_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    productId: { label: '产品', type: 'string', required: true, fixedOnceUsed: true, maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq' },
    technologyId: { label: '生产工艺', type: 'string', maxLength: 32, ref: { resource: 'technology', label: 'techName' }, list: false },
    // one line, one name: chosen from 生产线 and kept as named there, 清洗消毒 judges a run by the line's cleanings
    line: { label: '生产线', type: 'string', maxLength: 50, search: 'eq', ref: LINE_REF },
    startTime: { label: '开始时间', type: 'datetime', fixedOnceUsed: true, search: 'range', sortable: true },
    endTime: { label: '结束时间', type: 'datetime', fixedOnceUsed: true, notBefore: 'startTime' },
    status: { label: '状态', type: 'string', dict: FT_DICT.processStatus, maxLength: 20, form: false, search: 'eq' },
    // kept by the server: set when the run's steps are recorded with a missed critical limit, then by its CCP 纠偏
    ccpState: { label: 'CCP', type: 'string', dict: FT_DICT.ccpState, maxLength: 20, form: false, search: 'eq', width: 90 },
    // listed by CCP 纠偏's worklist; here the state says enough (and 1440 px keep the list from scrolling sideways)
    ccpDeviation: { label: '关键控制点偏差', type: 'string', maxLength: 500, form: false, list: false },
    // kept by the server when the run is recorded: where its inputs strayed from the product's 配方 (foodtrace/formula.ts)
    formulaDeviation: { label: '配方偏差', type: 'string', maxLength: 1000, form: false, list: false },
    remark: remarkField,
  },
});
