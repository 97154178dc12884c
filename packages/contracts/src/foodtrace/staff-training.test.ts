import { describe, expect, it } from 'vitest';
import { addDays } from '../wire-time.ts';
import { staffTrainingStatus, type TrainingSession } from './staff-training.ts';

const today = '2026-12-07';
const session = (daysAgo: number, participants: string, values: Partial<TrainingSession> = {}): TrainingSession => ({
  trainDate: addDays(today, -daysAgo), topic: `T${daysAgo}`, hours: 2, assessMethod: 'WRITTEN', participants, failed: null, ...values,
});

describe('staffTrainingStatus (人员培训情况)', () => {
  it('counts the sessions and hours of the last 365 days, and puts the untrained first', () => {
    const roster = [{ name: '刘建国', workshop: '预处理车间', post: '净乳' }, { name: '何志刚', workshop: '配料间', post: '投料' }];
    const out = staffTrainingStatus(roster, [
      session(364, '刘建国、孙丽萍', { hours: '1.5' }), session(365, '孙丽萍'), session(10, '刘建国', { hours: 3 }),
    ], today);
    expect(out.map((p) => [p.name, p.state, p.sessions, p.hours])).toEqual([
      ['何志刚', 'UNTRAINED', 0, 0], ['刘建国', 'TRAINED', 2, 4.5], ['孙丽萍', 'TRAINED', 1, 1.5],
    ]);
    expect(out[1]).toMatchObject({ workshop: '预处理车间', post: '净乳', lastDate: addDays(today, -10), lastTopic: 'T10', failedTopic: null });
    // 孙丽萍's session of 365 days ago is outside the year, but still her last one
    expect(out[2].lastDate).toBe(addDays(today, -364));
  });

  it('keeps a failed assessment until a later one is passed; an unassessed session settles nothing', () => {
    const failed = session(40, '马俊、孙丽萍', { failed: '马俊' });
    expect(staffTrainingStatus([], [failed], today).map((p) => [p.name, p.state, p.failedTopic])).toEqual([['马俊', 'FAILED', 'T40'], ['孙丽萍', 'TRAINED', null]]);
    expect(staffTrainingStatus([], [failed, session(20, '马俊', { assessMethod: 'NONE' })], today)[0]).toMatchObject({ state: 'FAILED', sessions: 2 });
    expect(staffTrainingStatus([], [session(5, '马俊'), failed], today)[0]).toMatchObject({ name: '马俊', state: 'TRAINED', failedTopic: null });
  });

  it('counts no session dated after today, and no one the year has not trained however well they did before', () => {
    expect(staffTrainingStatus([], [session(-3, '赵强')], today)).toEqual([]);
    expect(staffTrainingStatus([], [session(400, '赵强')], today)[0]).toMatchObject({ state: 'UNTRAINED', lastDate: addDays(today, -400) });
  });
});
