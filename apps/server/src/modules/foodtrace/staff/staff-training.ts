import { TRAINING_WINDOW_DAYS, addDays, operatorNames, staffTrainingStatus, type RosterPerson, type StaffTrainingStatus } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { latestCertificates } from '../shared/staff-health.ts';
import { dateText } from '../shared/wire.ts';

/**
 * 培训考核 → 人员培训情况 (contracts staffTrainingStatus): the plant's food handlers — each person whose latest
 * 健康证明 was in force at some time within the training year, and each 操作人 of the year's runs — and everyone a
 * session names, with the year's sessions and hours, the last one, and who is untrained or failed. Over all records,
 * whatever the reader's data rules, as 未登记人员: the whole plant's duty, and it shows names, not the records.
 */
export async function staffTrainingNow(db: FtKysely, tz: string, now = Date.now()): Promise<StaffTrainingStatus[]> {
  const today = dateText(now, tz)!;
  const yearAgo = addDays(today, -TRAINING_WINDOW_DAYS + 1);
  const [certified, operators, sessions] = await Promise.all([
    db.selectFrom('ftStaffHealth').select(['name', 'workshop', 'post']).where('delFlag', '=', 0)
      .where((eb) => latestCertificates(eb)).where('validUntil', '>=', yearAgo).execute(),
    db.selectFrom('ftProcessStepRecord as s').innerJoin('ftProcess as p', 'p.id', 's.processId').select('s.operator').distinct()
      .where('s.delFlag', '=', 0).where('p.delFlag', '=', 0).where('s.operator', 'is not', null)
      .where('p.startTime', '>=', now - TRAINING_WINDOW_DAYS * 86_400_000).execute(),
    // every session: a failed assessment stands until a later one is passed, however long ago it was
    db.selectFrom('ftStaffTraining').select(['trainDate', 'topic', 'hours', 'assessMethod', 'participants', 'failed'])
      .where('delFlag', '=', 0).where('trainDate', '<=', today).execute(),
  ]);
  const known = new Set(certified.map((p) => p.name));
  const line: RosterPerson[] = [...new Set(operators.flatMap((o) => operatorNames(o.operator)))]
    .filter((name) => !known.has(name)).map((name) => ({ name, workshop: null, post: null }));
  return staffTrainingStatus([...certified, ...line], sessions, today);
}
