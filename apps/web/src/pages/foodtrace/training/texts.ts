import { TRAINING_WINDOW_DAYS, type TrainingState } from '@foodtrace/contracts';

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
