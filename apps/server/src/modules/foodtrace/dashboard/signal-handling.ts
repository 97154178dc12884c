import type { SignalHandling, SignalKind } from '@foodtrace/contracts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';
import { insertRecord } from '../shared/records.ts';
import { timeText } from '../shared/wire.ts';

/**
 * 处理 of a consumer-scan signal (窜货与异常扫码): the quality team records what it found, and the signal stays
 * settled through the code's latest scan. A scan after that raises it again, so a settled counterfeit that is
 * still being scanned comes back.
 */
export async function handleSignal(db: FtKysely, user: SessionUser, s: { kind: SignalKind; code: string; resolution: string; note: string | null }): Promise<void> {
  const last = await db.selectFrom('ftScanLog').select((eb) => eb.fn.max('scanTime').as('last')).where('code', '=', s.code).executeTakeFirst();
  if (last?.last === null || last?.last === undefined) throw new BusinessError(`追溯码 ${s.code} 没有扫码记录`);
  await db.transaction().execute((trx) => insertRecord(trx, 'ftSignalHandled', {
    kind: s.kind, code: s.code, handledThrough: Number(last.last), resolution: s.resolution, note: s.note,
  }, user));
}

/**
 * The handling that settles each signal: the latest one of its kind and code made through its last scan.
 * `signals`: kind, code and the time of the scan that raised it.
 */
export async function handlingsOf(db: FtKysely, tz: string, signals: ReadonlyArray<{ kind: SignalKind; code: string; last: number }>): Promise<Array<SignalHandling | null>> {
  const codes = [...new Set(signals.map((s) => s.code))];
  const rows = codes.length
    ? await db.selectFrom('ftSignalHandled').select(['kind', 'code', 'handledThrough', 'resolution', 'note', 'createBy', 'createTime'])
      .where('code', 'in', codes).where('delFlag', '=', 0).orderBy('createTime', 'desc').execute()
    : [];
  return signals.map((s) => {
    const h = rows.find((r) => r.kind === s.kind && r.code === s.code && Number(r.handledThrough) >= s.last);
    return h ? { resolution: h.resolution, note: h.note, by: h.createBy, time: timeText(h.createTime, tz)! } : null;
  });
}
