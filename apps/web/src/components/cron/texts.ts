/**
 * Texts of the schedule-expression picker (DESIGN.md §6: one place per feature). The spec quotes none of them;
 * they are natural Chinese for the modes of spec §4, worded after what each mode really does.
 */
export const CRON_TEXT = {
  title: 'Cron 表达式',
  choose: '选择',
  ok: '确定',
  close: '关闭',
  placeholder: '请输入或选择 Cron 表达式',
  tabs: { second: '秒', minute: '分', hour: '时', day: '日', month: '月', year: '年' },
  weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  specificPlaceholder: '请选择（可多选）',
  expression: '表达式',
  meaning: '含义',
  nextRuns: (n: number) => `最近 ${n} 次执行时间`,
  noFutureRuns: '该表达式今后不会再执行',
  unreadable: (error: string) => `无法识别原有表达式（${error}），已按默认值打开`,
  fixFirst: '请先修正以下问题：',
  units: {
    second: {
      every: '每秒', step: ['从第', '秒开始，每隔', '秒执行一次'], specific: '指定秒（可多选）', range: ['从第', '秒到第', '秒之间每秒执行'],
    },
    minute: {
      every: '每分钟', step: ['从第', '分钟开始，每隔', '分钟执行一次'], specific: '指定分钟（可多选）', range: ['从第', '分钟到第', '分钟之间每分钟执行'],
    },
    hour: {
      every: '每小时', step: ['从', '点开始，每隔', '小时执行一次'], specific: '指定小时（可多选）', range: ['从', '点到', '点之间每小时执行'],
    },
    month: {
      every: '每月', step: ['从', '月开始，每隔', '个月执行一次'], specific: '指定月份（可多选）', range: ['从', '月到', '月之间每月执行'],
    },
    year: {
      every: '每年', step: ['从', '年开始，每隔', '年执行一次'], specific: '指定年份（可多选）', range: ['从', '年到', '年之间每年执行'],
    },
  },
  /** Accessible names of a unit's number inputs, e.g. 小时间隔. */
  unitInputs: (unit: string) => ({ start: `${unit}起始`, step: `${unit}间隔`, from: `${unit}开始`, to: `${unit}结束`, values: `${unit}列表` }),
  dayInputs: {
    weekdayStart: '起始星期', weekdayStep: '间隔天数（按星期）', dayStart: '起始日期', dayStep: '间隔天数',
    weekdays: '星期列表', days: '日期列表', weekdayFrom: '开始星期', weekdayTo: '结束星期', dayFrom: '开始日期', dayTo: '结束日期',
    lastWeekday: '最后一个星期几', beforeMonthEnd: '月底前天数', nearestWorkday: '最近工作日的日期', nth: '第几个', nthWeekday: '第几个的星期',
  },
  day: {
    every: '每天',
    weekdayStep: ['每周从', '开始，每隔', '天执行一次'],
    dayStep: ['每月从', '日开始，每隔', '天执行一次'],
    weekdays: '指定星期（可多选）',
    days: '指定日期（可多选）',
    weekdayRange: ['每周从', '到', ''],
    dayRange: ['每月从', '日到', '日'],
    lastDay: '每月最后一天',
    lastWorkday: '每月最后一个工作日',
    lastWeekday: ['每月最后一个', ''],
    beforeMonthEnd: ['每月最后一天之前第', '天'],
    nearestWorkday: ['每月离', '日最近的工作日（周一至周五）'],
    nthWeekday: ['每月第', '个', ''],
  },
} as const;

export type UnitTexts = (typeof CRON_TEXT.units)[keyof typeof CRON_TEXT.units];
