import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CLEANING_RESULT } from '../../foodtrace/cleaning.ts';
import { LINE_REF, remarkField } from './shared.ts';

/**
 * 清洗消毒 (foodtrace/cleaning.ts): each cleaning of a line or its equipment, latest first — what was done, with the
 * lye and acid as the CIP station reads them, who did it and how it was verified. A run's line is judged clean by
 * the verified cleanings of the same 生产线.
 */
export const cleaningResource = defineResource({
  key: 'cleaning',
  title: '清洗消毒',
  table: 'ft_cleaning',
  basePath: '/foodtrace/cleaning',
  permPrefix: 'foodtrace:cleaning',
  departmentOwned: true,
  fields: {
    // chosen from 生产线 as the runs are, and matched to them by that name (foodtrace/cleaning.ts); its equipment is what is cleaned, as a rule
    line: { label: '生产线', type: 'string', required: true, maxLength: 50, search: 'eq', sortable: true, width: 130, ref: { ...LINE_REF, fills: { equipment: 'equipment' } } },
    equipment: { label: '清洗设备/部位', type: 'string', maxLength: 100, search: 'like', width: 180, placeholder: '如：巴氏杀菌机、灌装机及管路' },
    cleanType: { label: '清洗方式', type: 'string', dict: FT_DICT.cleaningType, required: true, maxLength: 20, search: 'eq', width: 140 },
    startTime: { label: '开始时间', type: 'datetime', required: true, happened: true, search: 'range', sortable: true, width: 160 },
    endTime: { label: '结束时间', type: 'datetime', required: true, happened: true, notBefore: 'startTime', list: false },
    lyeConcentration: { label: '碱液浓度(%)', type: 'decimal', min: 0, max: 10, list: false },
    lyeTemperature: { label: '碱液温度(℃)', type: 'decimal', min: 0, max: 150, list: false },
    lyeMinutes: { label: '碱洗时间(分钟)', type: 'int', min: 0, max: 600, list: false },
    acidConcentration: { label: '酸液浓度(%)', type: 'decimal', min: 0, max: 10, list: false },
    acidTemperature: { label: '酸液温度(℃)', type: 'decimal', min: 0, max: 150, list: false },
    acidMinutes: { label: '酸洗时间(分钟)', type: 'int', min: 0, max: 600, list: false },
    sanitizer: { label: '消毒方式', type: 'string', maxLength: 100, list: false, placeholder: '如：热水 90 ℃ 循环 15 分钟；过氧乙酸 0.2%' },
    operator: { label: '清洗人', type: 'string', required: true, maxLength: 50, search: 'like', width: 90 },
    verifyMethod: { label: '验证方式', type: 'string', maxLength: 100, list: false, placeholder: '如：ATP 荧光检测、涂抹菌落总数、pH 试纸（无碱酸残留）' },
    result: { label: '验证结果', type: 'string', dict: FT_DICT.cleaningResult, required: true, maxLength: 10, search: 'eq', width: 90, initial: CLEANING_RESULT.pass },
    files: { label: '附件', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 }, placeholder: 'CIP 记录仪打印单、检测报告' },
    remark: remarkField,
  },
  defaultSort: { column: 'startTime', order: 'desc' },
});
