import { FT_DICT, PROVINCES } from '@foodtrace/contracts';
import type { EditableColumn, TableRow } from '@/components/editable-table';

const NAMES = ['高筋小麦粉', '全脂奶粉', '鲜鸡蛋', '白砂糖', '无水黄油', '大豆油', '干酵母', '食用盐', '核桃仁', '可可粉'];
const UNITS = ['kg', 't', 'L', 'bag', 'case'];
const PROVINCE_CODES = Object.keys(PROVINCES);

export const PERFORMANCE_COLUMNS: EditableColumn[] = [
  { key: 'lotNo', title: '原料批号', type: 'input', width: 150, validateRules: [{ required: true }, { unique: true }] },
  { key: 'crudeName', title: '原料名称', type: 'input', width: 150, validateRules: [{ required: true }] },
  { key: 'quantity', title: '数量', type: 'inputNumber', width: 120, statistics: ['sum', 'average'], validateRules: [{ pattern: 'n' }] },
  { key: 'unit', title: '单位', type: 'select', dictCode: FT_DICT.unit, width: 110 },
  { key: 'receivedDate', title: '到货日期', type: 'date' },
  { key: 'origin', title: '产地', type: 'sel_search', width: 150, options: Object.entries(PROVINCES).map(([value, text]) => ({ value, text })) },
  { key: 'inspected', title: '检验合格', type: 'checkbox', customValue: ['1', '0'], width: 90 },
  { key: 'remark', title: '备注', type: 'input', width: 200 },
];

/** `count` intake lines with unique lot numbers, generated the same way every time. */
export function performanceRows(count: number): TableRow[] {
  const rows: TableRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const day = 1 + (i % 28);
    rows[i] = {
      id: `perf-${i + 1}`,
      lotNo: `L2603${String(i + 1).padStart(6, '0')}`,
      crudeName: NAMES[i % NAMES.length],
      quantity: ((i * 37) % 500) + 0.5 * (i % 2),
      unit: UNITS[i % UNITS.length],
      receivedDate: `2026-02-${String(day).padStart(2, '0')}`,
      origin: PROVINCE_CODES[i % PROVINCE_CODES.length],
      inspected: i % 7 === 0 ? '0' : '1',
      remark: '',
    };
  }
  return rows;
}
