/**
 * 计量器具与检验仪器的检定、校准: the instruments whose readings prove food safe must themselves be proved right —
 * the laboratory's (GB 14881—2013 9.2: 检验仪器设备 定期检定或校准), the line's monitoring instruments of the critical
 * control points (the pasteuriser's thermometer: a reading from an instrument out of calibration proves nothing;
 * GB/T 27341 验证), and the scales that weigh what is sold or dosed (《计量法》第九条: 强制检定). A regulator asks for
 * the certificates at every visit (日常监督检查要点表: 检验设备). The register (resources/foodtrace/instrument.ts)
 * keeps each instrument with its last 检定/校准 and the day it runs out; a new certificate updates the record (the
 * data log keeps the old one).
 */
export const INSTRUMENT_KIND_ITEMS: ReadonlyArray<[string, string]> = [
  ['LAB', '检验仪器'], ['MONITOR', '生产监控仪表'], ['SCALE', '衡器'], ['LOGGER', '温湿度记录仪'], ['OTHER', '其他'],
];

/** 检定 by a legal metrology body (强制检定), 校准 by an accredited laboratory, or the plant's own check against a standard. */
export const CALIBRATION_METHOD_ITEMS: ReadonlyArray<[string, string]> = [
  ['VERIFY', '检定'], ['CALIBRATE', '校准'], ['INTERNAL', '内部校验'],
];

/** Only an instrument in use is due: one stopped or scrapped is kept for its history, and must not be used. */
export const INSTRUMENT_STATUS = { inUse: 'IN_USE', stopped: 'STOPPED', scrapped: 'SCRAPPED' } as const;
export const INSTRUMENT_STATUS_ITEMS: ReadonlyArray<[string, string]> = [
  [INSTRUMENT_STATUS.inUse, '在用'], [INSTRUMENT_STATUS.stopped, '停用'], [INSTRUMENT_STATUS.scrapped, '报废'],
];

/**
 * The list scope (`listScope=due`) of 待检定: in use, 有效期至 within CERT_WARN_DAYS of today or past — what the view
 * lists, the home page's 检定到期 counts and 资质证照提醒 announces, one condition on the server for all three.
 */
export const INSTRUMENT_SCOPE = { due: 'due' } as const;

/** The longest cycle a certificate may state (some balances: 24 months). */
export const CALIBRATION_CYCLE_MAX_MONTHS = 60;

/**
 * The last day a 检定/校准 of `lastDate` (`YYYY-MM-DD`) covers, `months` later: 2026-03-10 every 12 months is good
 * through 2027-03-09, as the certificates write it. A day the later month lacks is its last (01-31 + 1 → 02-28).
 */
export function calibrationValidUntil(lastDate: string, months: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(lastDate);
  if (!m || !Number.isInteger(months) || months < 1) return null;
  if (new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDate() !== Number(m[3])) return null;
  const monthIndex = Number(m[2]) - 1 + months;
  const year = Number(m[1]) + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(year, month, Math.min(Number(m[3]), lastOfMonth)) - 86_400_000);
  return due.toISOString().slice(0, 10);
}

/** An instrument in use that has run out or runs out soon: what 资质证照提醒 and the home page's 检定到期 count. */
export interface InstrumentDue {
  name: string; instrumentNo: string; location: string | null; ccp: string | null; validUntil: string;
}

/**
 * A step of a run monitored, on its day, by an instrument whose 检定/校准 had run out (the instrument a route's step
 * names, 生产工艺 → 工艺路线 → 监控器具). Judged on the instrument's current certificate: a day before its date was
 * covered by an earlier one, which the register no longer holds (its data log does), so it is not judged.
 */
export interface MonitorLapse { stepName: string; instrument: string; instrumentNo: string; validUntil: string; day: string }

export const INSTRUMENT_TEXT = {
  noValidUntil: '请填写有效期至，或填写检定/校准日期和周期由系统计算',
  /** 工艺路线: a step names an instrument the register does not hold. */
  noInstrument: '监控器具不存在或已删除',
  /** One lapse, as a run's warning and detail list it. */
  lapse: (l: MonitorLapse) => `${l.stepName}：${l.instrument}（${l.instrumentNo}）有效期至 ${l.validUntil}`,
  /** The warning a run is saved with (加工记录 → 登记加工), and its detail's. */
  recorded: (lapses: string) => `监控器具的检定/校准已过期：${lapses}。过期器具的读数不能证明工序受控（关键控制点尤甚），请停用送检，并评估本批产品的监控记录`,
  /** A finding of the trace report (记录核查): one per run and step. */
  finding: (processNo: string, l: MonitorLapse) =>
    `加工单 ${processNo} 的${l.stepName}（${l.day}）由 ${l.instrument}（${l.instrumentNo}）监控，其检定/校准有效期至 ${l.validUntil} 已过，监控记录不能证明控制有效`,
} as const;
