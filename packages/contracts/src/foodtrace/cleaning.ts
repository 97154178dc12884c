/**
 * 清洗消毒记录: the equipment that touches the food is cleaned and disinfected before it is used again, and the
 * cleaning is recorded (GB 14881—2013 8.2 清洁和消毒; GB 12693—2023 乳制品良好生产规范: the CIP of the lines with its
 * lye and acid concentrations, temperatures and times, and its verification). A line is judged clean for a run when
 * a cleaning of it ended, verified 合格, within CLEANING_VALID_HOURS before the run began: a run without one is
 * saved with a warning, its detail says so, and its lots' trace report lists it among the findings.
 *
 * A run and a cleaning are matched by the line's name as the run's 生产线 writes it (as people are matched by name).
 * Only lines with a cleaning on file are judged: a plant that keeps a line's cleaning log elsewhere is not told of
 * every run of it.
 */
export const CLEANING_TYPE_ITEMS: ReadonlyArray<[string, string]> = [
  ['CIP', 'CIP 清洗（碱—酸）'], ['CIP_ALKALI', 'CIP 碱洗'], ['RINSE', '热水冲洗'], ['MANUAL', '人工拆洗'], ['SANITIZE', '消毒'],
];

/** The verification of a cleaning (ATP, a swab, a pH strip for lye left behind): only 合格 makes a line clean. */
export const CLEANING_RESULT = { pass: 'PASS', fail: 'FAIL' } as const;
export const CLEANING_RESULT_ITEMS: ReadonlyArray<[string, string]> = [[CLEANING_RESULT.pass, '合格'], [CLEANING_RESULT.fail, '不合格']];

/** How long a verified cleaning keeps a line clean for the next run (a dairy line is cleaned at least daily). */
export const CLEANING_VALID_HOURS = 24;

/** A run of a line with a cleaning log whose line had no verified cleaning within CLEANING_VALID_HOURS before it began. */
export interface CleaningGap {
  line: string;
  /** When the run began (`YYYY-MM-DD HH:mm`). */
  start: string;
  /** The end of the line's last verified cleaning before it (`YYYY-MM-DD HH:mm`); null: none at all. */
  lastCleaned: string | null;
}

export const CLEANING_TEXT = {
  /** A run's warning and its detail's. */
  gap: (g: CleaningGap) => `生产线“${g.line}”开工前 ${CLEANING_VALID_HOURS} 小时内没有验证合格的清洗消毒记录`
    + `（${g.lastCleaned ? `最近一次：${g.lastCleaned}` : '没有该线的合格清洗记录'}）`,
  recorded: (gap: string) => `${gap}。请核实设备是否已清洗消毒并补登记录；未清洗即生产的，应评估本批产品`,
  /** A finding of the trace report (记录核查). */
  finding: (processNo: string, g: CleaningGap) => `加工单 ${processNo}（${g.start} 开工）：${CLEANING_TEXT.gap(g)}`,
} as const;
