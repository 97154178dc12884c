import { TRAINING_PLAN_WARN_DAYS, TRAINING_WINDOW_DAYS, type TrainingState } from '@foodtrace/contracts';

/** Texts of 培训考核 (contracts foodtrace/staff-training.ts). */
export const TRAINING_TEXT = {
  views: {
    views: { all: '培训记录', staff: '人员培训情况' },
    hint: {
      staff: `健康证明登记的从业人员、近一年加工记录中的操作人和培训记录中的人员：近 ${TRAINING_WINDOW_DAYS} 天没有参加培训的（未培训）、`
        + '最近一次考核不合格且之后没有考核合格的（考核不合格）在前。人员按姓名与健康证明、加工记录对应。',
    },
  },
  staff: {
    cols: { name: '姓名', workshop: '部门/车间', post: '岗位', year: '近一年培训', last: '最近一次培训', state: '状态' },
    year: (sessions: number, hours: number) => (sessions ? `${sessions} 次，${hours} 学时` : '—'),
    never: '从未参加',
    failedOf: (topic: string) => `未通过：${topic}`,
    state: { UNTRAINED: '未培训', FAILED: '考核不合格', TRAINED: '已培训' } satisfies Record<TrainingState, string>,
    /** Opens the add form with those due as 参加人员: the session that brings them up to date. */
    add: (n: number) => `为待培训的 ${n} 人登记培训`,
    empty: '没有需要登记的人员：请先登记健康证明或培训记录',
    focus: (name: string) => `参加人员：${name}`,
    openSessions: (name: string) => `查看 ${name} 参加的培训`,
  },
} as const;

/** Texts of 培训计划 (contracts TRAINING_PLAN_SCOPE). */
export const TRAINING_PLAN_TEXT = {
  views: {
    views: { all: '全部计划', open: '待实施' },
    hint: {
      open: `尚未实施的计划项目，按计划完成日期排列：红色为已逾期，橙色为 ${TRAINING_PLAN_WARN_DAYS} 天内到期。`
        + '在培训考核中登记培训时选择计划项目（或点击“登记实施”），该项即记为已实施，实施日期为其第一次培训的日期。',
    },
  },
  overdue: '逾期未实施',
  dueIn: (days: number) => `剩 ${days} 天`,
  notDone: '未实施',
  /** A row's button: 培训考核's add form filled in from the plan's item. */
  act: '登记实施',
} as const;
