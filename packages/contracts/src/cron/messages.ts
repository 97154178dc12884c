/** Texts of the cron parser and validator, shown by the picker (natural Chinese; the spec quotes none). */
export const CRON_UNIT_LABELS = {
  second: '秒', minute: '分钟', hour: '小时', day: '日', month: '月', week: '星期', year: '年',
} as const;

export type CronLabelKey = keyof typeof CRON_UNIT_LABELS;

export const CRON_MESSAGES = {
  empty: '请输入表达式',
  fieldCount: '表达式须由 6 或 7 个以空格分隔的字段组成（秒 分 时 日 月 周 [年]）',
  unknown: (label: string, token: string) => `无法识别的${label}字段：${token}`,
  outOfRange: (label: string, min: number, max: number) => `${label}的取值范围是 ${min}-${max}`,
  bothDays: '日与星期不能同时指定，其中一个必须为 ?',
  noDays: '日与星期不能都为 ?',
  questionMark: (label: string) => `${label}字段不能为 ?`,
  stepZero: (label: string) => `${label}的间隔至少为 1`,
  monthZero: '月份从 1 开始，起始月不能为 0',
  reversed: (label: string) => `${label}的起始值不能大于结束值`,
  noneChosen: (label: string) => `请至少选择一个${label}`,
} as const;
