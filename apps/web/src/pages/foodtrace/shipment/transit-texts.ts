import { TRANSIT_TEMP, minutesText } from '@foodtrace/contracts';

/** Texts of 在途温度 in 出库单详情 (contracts foodtrace/transit-temperature.ts). */
export const TRANSIT_PAGE_TEXT = {
  title: '在途温度',
  import: '导入记录仪数据',
  clear: '清除读数',
  clearConfirm: (n: number) => `清除本单的 ${n} 条温度读数？（例如导入了其他车辆的记录；清除的读数留档备查）`,
  hint: `导入冷藏车温度记录仪导出的 CSV（UTF-8 或 GBK）或 Excel 文件：表头含时间列（如“记录时间”，或“日期”“时间”两列）和温度列，多个温度列按探头分别记录。发货前 ${TRANSIT_TEMP.beforeShippedHours} 小时内的预冷读数只作显示，从装车起按产品贮存条件判定；重复导入的读数不会重复记录。`,
  verdict: {
    NONE: '未导入温度记录',
    UNJUDGED: '本单产品无温控要求',
    WITHIN: (condition: string) => `全程符合${condition}`,
    EXCURSION: (minutes: number) => `超温累计 ${minutesText(minutes)}`,
  },
  readings: (n: number, probes: number) => `读数 ${n} 条${probes > 1 ? `（${probes} 个探头）` : ''}`,
  span: (first: string, last: string) => `${first} 至 ${last}`,
  stats: (min: number, max: number, mean: number) => `最低 ${min} ℃ · 最高 ${max} ℃ · 平均 ${mean} ℃`,
  gaps: (n: number, longest: number) => `记录中断 ${n} 处（最长 ${minutesText(longest)}）`,
  loading: '装车',
  upper: (v: number) => `上限 ${v} ℃`,
  lower: (v: number) => `下限 ${v} ℃`,
  chartLabel: '在途温度曲线',
  cols: { probe: '探头', from: '开始', to: '结束', minutes: '持续', readings: '读数', peak: '最高 / 最低' },
  minutes: minutesText,
  excursions: '超温时段',
} as const;
