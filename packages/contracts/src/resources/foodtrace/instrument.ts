import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CALIBRATION_CYCLE_MAX_MONTHS, INSTRUMENT_SCOPE, INSTRUMENT_STATUS } from '../../foodtrace/instrument.ts';
import { remarkField } from './shared.ts';

/**
 * 计量器具 (检定校准, foodtrace/instrument.ts): the laboratory's instruments, the line's monitoring instruments and
 * the scales, each with its last 检定/校准 and 有效期至 — soonest to run out first. 有效期至 left empty is counted from
 * the date and the cycle; a new certificate is entered by editing the record.
 */
export const instrumentResource = defineResource({
  key: 'instrument',
  title: '计量器具',
  table: 'ft_instrument',
  basePath: '/foodtrace/instrument',
  permPrefix: 'foodtrace:instrument',
  fields: {
    name: { label: '器具名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true, width: 180 },
    instrumentNo: { label: '设备编号', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true, width: 130 },
    kind: { label: '类别', type: 'string', dict: FT_DICT.instrumentKind, required: true, maxLength: 20, search: 'eq', width: 120 },
    model: { label: '规格型号', type: 'string', maxLength: 100, list: false, placeholder: '型号、测量范围与准确度等级' },
    location: { label: '使用部门/位置', type: 'string', maxLength: 100, search: 'like', width: 150, placeholder: '如：杀菌间 巴氏杀菌机' },
    // a monitoring instrument of a critical control point: its lapse puts the CCP records in doubt (the reminder says so
    // first); the list marks it beside the name rather than in a column of its own (1440 px without scrolling sideways)
    ccp: { label: '用于关键控制点', type: 'string', dict: FT_DICT.yn, maxLength: 1, search: 'eq', list: false },
    method: { label: '检定/校准方式', type: 'string', dict: FT_DICT.calibrationMethod, required: true, maxLength: 20, list: false },
    cycleMonths: { label: '周期(月)', type: 'int', min: 1, max: CALIBRATION_CYCLE_MAX_MONTHS, list: false, placeholder: '一般为 12' },
    lastDate: { label: '检定/校准日期', type: 'date', required: true, happened: true, search: 'range', sortable: true, list: false },
    validUntil: { label: '有效期至', type: 'date', notBefore: 'lastDate', countedFrom: ['lastDate', 'cycleMonths'], search: 'range', sortable: true, width: 190, placeholder: '留空则按日期和周期计算' },
    agency: { label: '检定/校准机构', type: 'string', maxLength: 100, list: false },
    certNo: { label: '证书编号', type: 'string', maxLength: 64, search: 'like', list: false },
    files: { label: '证书', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    status: { label: '状态', type: 'string', dict: FT_DICT.instrumentStatus, required: true, maxLength: 20, search: 'eq', width: 80, initial: INSTRUMENT_STATUS.inUse },
    remark: remarkField,
  },
  scopes: [INSTRUMENT_SCOPE.due],
  defaultSort: { column: 'validUntil', order: 'asc' },
});
