import type { TableRow } from '@/components/editable-table';

type Line = [crudeName: string, category: string, supplier: string, lot: string, qty: number, unit: string, price: number, storage: string, origin: string, allergens: string];

const LINES: Line[] = [
  ['高筋小麦粉', 'RAW', '河南丰禾面业有限公司', 'FH-20260301', 1200, 'kg', 4.6, 'AMBIENT', '410000', '含麸质谷物'],
  ['全脂奶粉', 'RAW', '黑龙江北纬乳业有限公司', 'BW2603-118', 300, 'kg', 32.5, 'AMBIENT', '230000', '乳及乳制品'],
  ['鲜鸡蛋', 'RAW', '山东齐鲁禽蛋合作社', 'QL-0305-07', 85, 'case', 168, 'CHILLED', '370000', '蛋类'],
  ['白砂糖', 'AUXILIARY', '广西桂糖集团有限公司', 'GT260228A', 500, 'kg', 6.2, 'AMBIENT', '450000', ''],
  ['无水黄油', 'RAW', '内蒙古草原乳品有限公司', 'CY-26-0412', 120, 'kg', 58, 'FROZEN', '150000', '乳及乳制品'],
  ['大豆油', 'AUXILIARY', '吉林长白粮油有限公司', 'CB0302-3', 400, 'L', 9.8, 'AMBIENT', '220000', '大豆'],
  ['干酵母', 'ADDITIVE', '湖北安琪生物科技有限公司', 'AQ26030105', 40, 'kg', 45, 'AMBIENT', '420000', ''],
  ['食用盐', 'AUXILIARY', '江苏淮盐有限公司', 'HY-2603-22', 100, 'kg', 2.4, 'AMBIENT', '320000', ''],
  ['核桃仁', 'RAW', '云南滇西坚果有限公司', 'DX2602-77', 60, 'kg', 42, 'CHILLED', '530000', '坚果'],
  ['包装袋（500g）', 'PACKAGING', '浙江绿源包装材料有限公司', 'LY-PK-0301', 20000, 'piece', 0.12, 'AMBIENT', '330000', ''],
];

/**
 * Ten saved lines of a receiving day, two of them already posted. Fixed ids: two windows of the demo show
 * the same rows, so an edit in one is merged into the other (spec §4 real-time table socket).
 */
export function intakeRows(): TableRow[] {
  return LINES.map(([crudeName, category, supplier, supplierLotNo, quantity, unit, unitPrice, storage, origin, allergens], i) => ({
    id: `intake-${String(i + 1).padStart(2, '0')}`,
    orderNum: i + 1,
    crudeName, category, supplier, supplierLotNo, quantity, unit, unitPrice, storage, origin, allergens,
    contact: ['王建国', '李晓梅', '张伟', '刘芳', '陈强'][i % 5],
    phone: `13${(800_000_000 + i * 7_654_321).toString().slice(0, 9)}`,
    receivedTime: `2026-03-05 0${8 + Math.floor(i / 4)}:${String((i * 7) % 60).padStart(2, '0')}:00`,
    productionDate: `2026-03-0${1 + (i % 4)}`,
    inspected: i % 3 === 2 ? '0' : '1',
    inspector: 'admin',
    remark: i === 2 ? '外箱轻微破损，抽检 30 枚无裂壳' : '',
    postStatus: i < 2 ? 'POSTED' : 'DRAFT',
  }));
}
