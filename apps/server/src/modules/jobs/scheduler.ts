import type { FastifyBaseLogger } from 'fastify';
import { JOB_STATUS, JOB_TEXT, jobKind, type JobKindCode } from '@foodtrace/contracts';
import { BusinessError } from '../../platform/errors.ts';
import type { JobsDb } from './schema.ts';
import { nextFire } from './next-fire.ts';

/** A task's work: reads its parameter, answers what it did in one sentence (or throws why it could not). */
export type JobHandler = (parameter: string | null) => Promise<string>;

interface Planned { id: string; kind: string; cron: string; parameter: string | null; next: number | null }

/** Due firings are looked for this often: a schedule is kept to within a second. */
const TICK_MS = 1000;
/** Jobs are re-read this often, for changes made through another instance (this one's are read at once). */
const SYNC_MS = 30_000;

/**
 * The platform scheduler (DESIGN.md §1): runs the enabled 定时任务 on their schedules. Every instance plans
 * every job; a firing runs on the one instance whose update claims it (last_fire_at moves to that firing), so
 * a cluster runs it once without Redis. A firing missed while the server was down is not made up.
 */
export class JobScheduler {
  private planned = new Map<string, Planned>();
  private readonly running = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private syncedAt = 0;
  private dirty = true;

  constructor(
    private readonly db: JobsDb, private readonly handlers: Record<JobKindCode, JobHandler>,
    private readonly timeZone: string, private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick().catch((err) => this.log.warn({ err }, 'scheduler tick failed')), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** A job was added, changed, started or stopped here: re-read the jobs on the next tick (after the commit). */
  changed(): void {
    this.dirty = true;
  }

  /** The next firing of each enabled job, by id, for the list. */
  nextRuns(): Map<string, number | null> {
    return new Map([...this.planned.values()].map((p) => [p.id, p.next]));
  }

  private async sync(now: number): Promise<void> {
    const rows = await this.db.selectFrom('sysQuartzJob').select(['id', 'jobClassName', 'cronExpression', 'parameter'])
      .where('delFlag', '=', 0).where('status', '=', JOB_STATUS.normal).execute();
    const planned = new Map<string, Planned>();
    for (const r of rows) {
      const before = this.planned.get(r.id);
      const next = before && before.cron === r.cronExpression ? before.next : nextFire(r.cronExpression, now, this.timeZone);
      planned.set(r.id, { id: r.id, kind: r.jobClassName, cron: r.cronExpression, parameter: r.parameter, next });
    }
    this.planned = planned;
    this.syncedAt = now;
    this.dirty = false;
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    if (this.dirty || now - this.syncedAt >= SYNC_MS) await this.sync(now);
    for (const p of this.planned.values()) {
      if (p.next === null || p.next > now) continue;
      const firing = p.next;
      p.next = nextFire(p.cron, now, this.timeZone);
      if (this.running.has(p.id) || !(await this.claim(p.id, firing))) continue;
      void this.run(p).catch((err) => this.log.warn({ err, job: p.id }, 'scheduled job failed to record'));
    }
  }

  /** Only one instance moves last_fire_at to this firing: that one runs it. */
  private async claim(id: string, firing: number): Promise<boolean> {
    const res = await this.db.updateTable('sysQuartzJob').set({ lastFireAt: firing }).where('id', '=', id)
      .where((eb) => eb.or([eb('lastFireAt', 'is', null), eb('lastFireAt', '<', firing)])).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Runs a job now (its schedule, or 立即执行) and records when and how it went: `成功（12 毫秒）：…` or
   * `失败（…）：why`. A job already running here is not started twice.
   */
  async run(job: { id: string; kind: string; parameter: string | null }): Promise<{ ok: boolean; result: string }> {
    const handler = jobKind(job.kind) ? this.handlers[job.kind as JobKindCode] : undefined;
    if (this.running.has(job.id)) throw new BusinessError(JOB_TEXT.running);
    this.running.add(job.id);
    const started = Date.now();
    let ok = true;
    let said: string;
    try {
      if (!handler) throw new Error(`未知的任务：${job.kind}`);
      said = await handler(job.parameter);
    } catch (err) {
      ok = false;
      said = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, job: job.id, kind: job.kind }, 'scheduled job failed');
    } finally {
      this.running.delete(job.id);
    }
    const result = `${ok ? '成功' : '失败'}（${Date.now() - started} 毫秒）：${said}`.slice(0, 500);
    await this.db.updateTable('sysQuartzJob').set({ lastRunTime: started, lastRunResult: result }).where('id', '=', job.id).execute();
    return { ok, result };
  }
}
