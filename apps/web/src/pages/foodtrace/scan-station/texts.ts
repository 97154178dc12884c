/** Texts of 扫码作业 (ScanStation). */
export const STATION_TEXT = {
  modes: { ship: '扫码出库', pack: '装箱关联' },
  shipment: '出库单',
  pickShipment: '选择或搜索出库单号',
  noShipment: '先选择要装车的出库单，再扫描商品或整箱的标签',
  lines: '发货明细',
  openShipment: '查看出库单',
  progress: (n: number, total: string) => `已扫 ${n} / ${total}`,
  noAccess: '没有扫码出库或装箱关联的权限',
} as const;
