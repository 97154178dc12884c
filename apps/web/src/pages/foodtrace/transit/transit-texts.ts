import { TRANSIT_TEMP, minutesText, type TripKind } from '@foodtrace/contracts';

/** What a logger's file must hold, as both hints say it. */
const FILE = '表头含时间列（如“记录时间”，或“日期”“时间”两列）和温度列，多个温度列按探头分别记录';

/** Texts of 在途温度 in 出库单详情 and 原料入库详情 (contracts foodtrace/transit-temperature.ts). */
export const TRANSIT_PAGE_TEXT = {
  title: '在途温度',
  import: '导入记录仪数据',
  clear: '清除读数',
  clearConfirm: (n: number) => `清除本单的 ${n} 条温度读数？（例如导入了其他车辆的记录；清除的读数留档备查）`,
  hint: {
    SHIPMENT: `导入冷藏车温度记录仪导出的 CSV（UTF-8 或 GBK）或 Excel 文件：${FILE}。发货前 ${TRANSIT_TEMP.beforeShippedHours} 小时内的预冷读数只作显示，从装车起按产品贮存条件判定；重复导入的读数不会重复记录。`,
    INTAKE: `导入供应商或承运商的奶罐车、冷藏车温度记录仪导出的 CSV（UTF-8 或 GBK）或 Excel 文件：${FILE}。收货前 ${TRANSIT_TEMP.beforeReceivedHours} 小时内的读数按原料贮存条件判定，收货后 ${TRANSIT_TEMP.afterReceivedHours} 小时内的卸货读数只作显示；重复导入的读数不会重复记录。`,
  } satisfies Record<TripKind, string>,
  verdict: {
    NONE: '未导入温度记录',
    UNJUDGED: { SHIPMENT: '本单产品无温控要求', INTAKE: '该原料无温控要求' } satisfies Record<TripKind, string>,
    WITHIN: (condition: string) => `全程符合${condition}`,
    EXCURSION: (minutes: number) => `超温累计 ${minutesText(minutes)}`,
  },
  readings: (n: number, probes: number) => `读数 ${n} 条${probes > 1 ? `（${probes} 个探头）` : ''}`,
  span: (first: string, last: string) => `${first} 至 ${last}`,
  stats: (min: number, max: number, mean: number) => `最低 ${min} ℃ · 最高 ${max} ℃ · 平均 ${mean} ℃`,
  gaps: (n: number, longest: number) => `记录中断 ${n} 处（最长 ${minutesText(longest)}）`,
  /** The chart's mark at the trip's moment. */
  at: { SHIPMENT: '装车', INTAKE: '收货' } satisfies Record<TripKind, string>,
  upper: (v: number) => `上限 ${v} ℃`,
  lower: (v: number) => `下限 ${v} ℃`,
  chartLabel: '在途温度曲线',
  cols: { probe: '探头', from: '开始', to: '结束', minutes: '持续', readings: '读数', peak: '最高 / 最低' },
  minutes: minutesText,
  excursions: '超温时段',
  review: {
    waiting: '超温待评估：质量部门评估对安全与品质的影响后，登记评估结论',
    record: '登记评估',
    title: '登记在途超温评估结论',
    resolution: '评估结论',
    resolutionRequired: '请选择评估结论',
    note: '评估说明',
    notePlaceholder: '如：超温时间短、中心温度复测合格；或加检菌落总数合格；或已通知客户停止销售',
    done: (resolution: string) => `已评估：${resolution}`,
    by: (note: string | null, by: string, time: string) => (note ? `${note}（${by}，${time}）` : `${by} 于 ${time} 登记`),
    reach: '去向：',
    traceForward: '正向追溯',
    recall: (lotNo: string) => `发起召回 ${lotNo}`,
    allRecalled: '所载批次均已召回',
  },
} as const;
