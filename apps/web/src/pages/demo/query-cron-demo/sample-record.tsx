import type { DetailItem } from '@/components/dialogs';

/**
 * An illustrative 生产批次 for the detail dialog demo: the business fields are not in the spec (§3), so these
 * are made-up values that show a realistic number of fields and one long remark.
 */
export const SAMPLE_LOT_ITEMS: DetailItem[] = [
  { key: 'lotNo', label: '批次号', children: 'LOT-20260318-0012' },
  { key: 'product', label: '产品', children: '巴氏杀菌鲜牛奶 950mL' },
  { key: 'gtin', label: '商品条码', children: '06901234567892' },
  { key: 'line', label: '生产线', children: '二号灌装线' },
  { key: 'producedDate', label: '生产日期', children: '2026-03-18' },
  { key: 'expiryDate', label: '保质期至', children: '2026-03-25' },
  { key: 'quantity', label: '数量', children: '12,000 瓶' },
  { key: 'status', label: '状态', children: '已放行' },
  { key: 'inspector', label: '检验员', children: '王建国' },
  { key: 'crude', label: '原料批次', children: 'RAW-20260317-003（生鲜乳）' },
  { key: 'storage', label: '贮存条件', children: '2-6 ℃ 冷藏' },
  { key: 'origin', label: '产地', children: '内蒙古呼和浩特' },
  {
    key: 'remark', label: '备注', wide: true,
    children: '原料乳蛋白质 3.2 g/100g、菌落总数 < 2×10⁵ CFU/mL，符合 GB 19301；杀菌温度 75 ℃ 保持 15 s，出厂检验合格。',
  },
];
