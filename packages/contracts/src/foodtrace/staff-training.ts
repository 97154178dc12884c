import { addDays } from '../wire-time.ts';
import { personNames } from '../resource.ts';

/**
 * 从业人员食品安全培训与考核: a food business trains its workers in food safety (《食品安全法》第四十四条), plans the
 * training every year by post, assesses it and keeps the records (GB 14881—2013 第 13 章), and trains and assesses
 * its 食品安全总监 and 食品安全员 (市场监管总局令第 60 号). The register (resources/foodtrace/staff-training.ts) keeps
 * each session with who attended and who failed its assessment; who is due is read by staffTrainingStatus.
 *
 * People are named as the plant writes them, as 健康证明 and a run's 操作人 do (personNames): the people of
 * 健康证明 are the plant's food handlers, the ones a regulator asks about first.
 */
export const TRAINING_KIND_ITEMS: ReadonlyArray<[string, string]> = [
  ['INDUCTION', '岗前培训'], ['ROUTINE', '在岗培训'], ['SPECIAL', '专项培训'], ['REGULATION', '法规标准宣贯'],
];

/** How a session was assessed; `NONE`: not assessed, so nobody failed it. */
export const ASSESS_METHOD = { none: 'NONE' } as const;
export const ASSESS_METHOD_ITEMS: ReadonlyArray<[string, string]> = [
  ['WRITTEN', '笔试'], ['PRACTICAL', '实操考核'], ['ORAL', '口试'], [ASSESS_METHOD.none, '不考核'],
];

/** The year a training plan covers (GB 14881 13.3 年度培训计划): whoever had no session in it is due one. */
export const TRAINING_WINDOW_DAYS = 365;

/** Where a person stands (GET /foodtrace/staffTraining/staff): no session this year; failed the last assessment; trained. */
export type TrainingState = 'UNTRAINED' | 'FAILED' | 'TRAINED';

/** 人员培训情况: one person, as the register and 健康证明 know them. */
export interface StaffTrainingStatus {
  name: string;
  /** From their latest 健康证明; null for someone only the training register names. */
  workshop: string | null;
  post: string | null;
  state: TrainingState;
  /** Sessions and hours within TRAINING_WINDOW_DAYS. */
  sessions: number;
  hours: number;
  /** Their latest session ever (`YYYY-MM-DD` and its topic); null when never trained. */
  lastDate: string | null;
  lastTopic: string | null;
  /** The assessed session they failed last and have not passed one since (FAILED). */
  failedTopic: string | null;
}

/** A session as the status reads it: its day, topic, hours, assessment, attendees and who failed. */
export interface TrainingSession {
  trainDate: string; topic: string; hours: number | string | null; assessMethod: string; participants: string | null; failed: string | null;
}

/** Someone who must be trained: a person of 健康证明 (with their workshop and post), or a run's 操作人. */
export interface RosterPerson { name: string; workshop: string | null; post: string | null }

const STATE_ORDER: Record<TrainingState, number> = { UNTRAINED: 0, FAILED: 1, TRAINED: 2 };

/**
 * Each person of the roster and each person the sessions name, as of `today`: the untrained first, then those who
 * failed the last assessment they sat and have passed none since, then the rest; by name within each. Sessions after
 * `today` (a planned one entered early) count for nothing yet.
 */
export function staffTrainingStatus(roster: readonly RosterPerson[], sessions: readonly TrainingSession[], today: string): StaffTrainingStatus[] {
  const since = addDays(today, -TRAINING_WINDOW_DAYS + 1);
  const held = [...sessions].filter((s) => s.trainDate <= today).sort((a, b) => a.trainDate.localeCompare(b.trainDate));
  const people = new Map<string, StaffTrainingStatus>();
  const person = (name: string, from?: RosterPerson): StaffTrainingStatus => {
    let p = people.get(name);
    if (!p) {
      p = { name, workshop: from?.workshop ?? null, post: from?.post ?? null, state: 'UNTRAINED', sessions: 0, hours: 0, lastDate: null, lastTopic: null, failedTopic: null };
      people.set(name, p);
    }
    return p;
  };
  for (const r of roster) person(r.name, r);
  for (const s of held) {
    const failed = new Set(personNames(s.failed));
    for (const name of personNames(s.participants)) {
      const p = person(name);
      p.lastDate = s.trainDate;
      p.lastTopic = s.topic;
      if (s.assessMethod !== ASSESS_METHOD.none) p.failedTopic = failed.has(name) ? s.topic : null;
      if (s.trainDate >= since) {
        p.sessions += 1;
        p.hours += Number(s.hours ?? 0);
      }
    }
  }
  for (const p of people.values()) {
    p.hours = Math.round(p.hours * 10) / 10;
    p.state = p.sessions === 0 ? 'UNTRAINED' : p.failedTopic ? 'FAILED' : 'TRAINED';
  }
  return [...people.values()].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * 培训计划 (GB 14881—2013 13.3/13.4: a yearly training plan by post, reviewed as the rules change): each item is due by
 * its 计划完成日期 and done by the first session of 培训考核 that names it (its 实施日期, kept by the server).
 * `open`: the items no session has carried out yet, overdue first.
 */
export const TRAINING_PLAN_SCOPE = { open: 'open' } as const;
/** An item not carried out is shown 即将到期 this many days before its 计划完成日期. */
export const TRAINING_PLAN_WARN_DAYS = 30;

export const TRAINING_TEXT = {
  planUndeletable: (sessions: number) => `已有 ${sessions} 次培训按此计划实施，不能删除；如计划有变，请编辑或在备注中说明`,
  failedNotPresent: (names: string) => `考核不合格人员 ${names} 不在参加人员中`,
  failedNotAssessed: '考核方式为“不考核”的培训不能填写考核不合格人员',
  noParticipants: '请填写参加人员',
} as const;
