/**
 * 清洗消毒记录: the equipment that touches the food is cleaned and disinfected before it is used again, and the
 * cleaning is recorded (GB 14881—2013 8.2 清洁和消毒; GB 12693—2023 乳制品良好生产规范: the CIP of the lines with its
 * lye and acid concentrations, temperatures and times, and its verification). A line is judged clean for a run when
 * a cleaning of it ended, verified 合格, within the line's 清洗有效期 before the run began: a run without one is
 * saved with a warning, its detail says so, and its lots' trace report lists it among the findings.
 *
 * A run and a cleaning name their line as 生产线 (the register of the lines) calls it. Only lines whose register entry
 * sets a 清洗有效期 are judged, each by its own window (a dairy's filler daily, a dry line's weekly): a line whose
 * cleaning is kept elsewhere has none, and none of its runs is told of it.
 */
export const CLEANING_TYPE_ITEMS: ReadonlyArray<[string, string]> = [
  ['CIP', 'CIP 清洗（碱—酸）'], ['CIP_ALKALI', 'CIP 碱洗'], ['RINSE', '热水冲洗'], ['MANUAL', '人工拆洗'], ['SANITIZE', '消毒'],
];

/** The verification of a cleaning (ATP, a swab, a pH strip for lye left behind): only 合格 makes a line clean. */
export const CLEANING_RESULT = { pass: 'PASS', fail: 'FAIL' } as const;
export const CLEANING_RESULT_ITEMS: ReadonlyArray<[string, string]> = [[CLEANING_RESULT.pass, '合格'], [CLEANING_RESULT.fail, '不合格']];

/** How long a verified cleaning keeps a new line clean for its next run, until its register says otherwise (a dairy line is cleaned at least daily). */
export const CLEANING_VALID_HOURS = 24;
/** The longest 清洗有效期 a line may have: a month. */
export const CLEANING_MAX_HOURS = 720;

/** A line of the register (生产线): in use, or taken out of use — its records stay, new ones cannot name it. */
export const LINE_STATUS = { active: 'ACTIVE', stopped: 'STOPPED' } as const;
export const LINE_STATUS_ITEMS: ReadonlyArray<[string, string]> = [[LINE_STATUS.active, '在用'], [LINE_STATUS.stopped, '停用']];

/** 生产线's list scope (`listScope=`): the lines in use whose verified cleaning has run out, or that have none. */
export const LINE_SCOPE = { due: 'due' } as const;

/** Where a line's cleaning stands at `now` (epoch ms), as its register shows it. */
export type LineCleanState =
  | { kind: 'unjudged' }
  | { kind: 'never' }
  | { kind: 'clean'; until: number }
  | { kind: 'due'; since: number };

/**
 * Until when (epoch ms) a verified cleaning that ended at `end` keeps its line clean for a run to begin: the one window
 * a run is judged by (the server's check) and a line's state is shown by (its register; the 待清洗 scope says it in SQL).
 */
export const cleanedUntil = (end: number, cleanHours: number): number => end + cleanHours * 3_600_000;

/** A line's state from its 清洗有效期 (hours; null: not judged) and the end of its last verified cleaning (epoch ms). */
export function lineCleanState(line: { cleanHours: number | null; lastCleaned: number | null }, now: number): LineCleanState {
  if (line.cleanHours === null) return { kind: 'unjudged' };
  if (line.lastCleaned === null) return { kind: 'never' };
  const until = cleanedUntil(line.lastCleaned, line.cleanHours);
  return now <= until ? { kind: 'clean', until } : { kind: 'due', since: until };
}

/** A run of a judged line that had no verified cleaning within the line's 清洗有效期 before it began. */
export interface CleaningGap {
  line: string;
  /** The line's 清洗有效期 (hours). */
  hours: number;
  /** When the run began (`YYYY-MM-DD HH:mm`). */
  start: string;
  /** The end of the line's last verified cleaning before it (`YYYY-MM-DD HH:mm`); null: none at all. */
  lastCleaned: string | null;
}

/** The verified cleaning a run began within the window of (the trace report's evidence): times `YYYY-MM-DD HH:mm`. */
export interface CleaningEvidence {
  /** 清洗方式 as its dictionary says it. */
  cleanType: string;
  start: string;
  end: string;
  operator: string;
  verifyMethod: string | null;
}

export const CLEANING_TEXT = {
  /** A run's warning and its detail's. */
  gap: (g: CleaningGap) => `生产线“${g.line}”开工前 ${g.hours} 小时内没有验证合格的清洗消毒记录`
    + `（${g.lastCleaned ? `最近一次：${g.lastCleaned}` : '没有该线的合格清洗记录'}）`,
  recorded: (gap: string) => `${gap}。请核实设备是否已清洗消毒并补登记录；未清洗即生产的，应评估本批产品`,
  /** 登记加工, as its line and start are chosen: the same warning, before the run is saved. */
  beforeRun: (gap: string) => `${gap}。开工前应先清洗消毒并验证合格；已清洗的，请先在清洗消毒中补登记录`,
  /** The trace report's 开工前清洗 of a run: the cleaning that covered it (the end's day is left out when the same). */
  evidence: (c: CleaningEvidence) => `${c.cleanType} ${c.start}—${c.end.slice(0, 10) === c.start.slice(0, 10) ? c.end.slice(11) : c.end}，清洗人 ${c.operator}，`
    + `${c.verifyMethod ? `${c.verifyMethod}：` : '验证'}合格`,
  /** A finding of the trace report (记录核查). */
  finding: (processNo: string, g: CleaningGap) => `加工单 ${processNo}（${g.start} 开工）：${CLEANING_TEXT.gap(g)}`,
  /** 生产线: a line records name keeps its name, and stays on file (a line no longer used is 停用). */
  lineInUse: (runs: number, cleanings: number) => `已有 ${[runs ? `${runs} 条加工记录` : '', cleanings ? `${cleanings} 条清洗消毒记录` : ''].filter(Boolean).join('和 ')}使用此生产线`,
  lineUndeletable: (inUse: string) => `${inUse}，不能删除；不再使用的生产线请改为停用`,
} as const;
