import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { LOG_TYPE, type ServerStatus } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { formatInstant } from '../../platform/db/time.ts';
import { dayStart } from '../foodtrace/dashboard/days.ts';

/** The server package's version, read once: what was deployed. */
const VERSION = (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The tables whose size tells how much the product holds, in the words of its screens. */
const COUNTED: Array<[table: string, label: string]> = [
  ['sys_user', '用户'], ['ft_lot', '批次'], ['ft_trace_code', '追溯码'], ['ft_scan_log', '扫码记录'], ['sys_log', '系统日志'],
];

/** Walking the uploads is bounded: past this many files the figure is a lower bound, and it is kept a minute. */
const MAX_FILES_WALKED = 50_000;
/** The delay histogram samples this often; each sample includes the interval itself, which is taken off. */
const LOOP_RESOLUTION_MS = 10;
const UPLOADS_KEPT_MS = 60_000;

async function folderSize(root: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (files >= MAX_FILES_WALKED) return;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) {
        files += 1;
        bytes += (await fsp.stat(p).catch(() => ({ size: 0 }))).size;
      }
    }
  };
  await walk(root);
  return { bytes, files };
}

/** Reads the figures of 系统监控; the event-loop delay is measured from the first call on, between calls. */
export class ServerStatusReader {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private uploads: { at: number; bytes: number; files: number } | null = null;

  constructor(private readonly ctx: AppContext, private readonly uploadsRoot: string) {
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  private async database(): Promise<ServerStatus['database']> {
    const db = this.ctx.db as Kysely<DB>;
    const one = async <T>(q: ReturnType<typeof sql<T>>): Promise<T | undefined> => (await q.execute(db)).rows[0];
    let version: string;
    let size: number | null = null;
    if (this.ctx.kind === 'sqlite') {
      version = `SQLite ${(await one<{ v: string }>(sql`select sqlite_version() as v`))?.v ?? ''}`;
      const file = this.ctx.config.db.sqliteFile;
      if (file && file !== ':memory:') size = [file, `${file}-wal`].reduce((n, f) => n + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
    } else if (this.ctx.kind === 'postgres') {
      version = ((await one<{ v: string }>(sql`select version() as v`))?.v ?? '').split(' on ')[0];
      size = Number((await one<{ n: string }>(sql`select pg_database_size(current_database()) as n`))?.n ?? 0);
    } else {
      version = `MySQL/MariaDB ${(await one<{ v: string }>(sql`select version() as v`))?.v ?? ''}`;
      size = Number((await one<{ n: string }>(sql`select coalesce(sum(data_length + index_length), 0) as n from information_schema.tables where table_schema = database()`))?.n ?? 0);
    }
    const tables = [];
    for (const [name, label] of COUNTED) {
      // The names are the constants above, never a request's.
      const row = await one<{ n: number | string }>(sql`select count(*) as n from ${sql.table(name)}`);
      tables.push({ name, label, rows: Number(row?.n ?? 0) });
    }
    return { kind: this.ctx.kind, version, size, tables };
  }

  private async storage(): Promise<ServerStatus['storage']> {
    const now = Date.now();
    if (!this.uploads || now - this.uploads.at > UPLOADS_KEPT_MS) this.uploads = { at: now, ...(await folderSize(this.uploadsRoot)) };
    let diskTotal: number | null = null;
    let diskFree: number | null = null;
    try {
      const s = await fsp.statfs(fs.existsSync(this.uploadsRoot) ? this.uploadsRoot : this.ctx.config.dataDir);
      diskTotal = s.blocks * s.bsize;
      diskFree = s.bavail * s.bsize;
    } catch { /* a file system without statfs: unknown */ }
    return { uploadsBytes: this.uploads.bytes, uploadsFiles: this.uploads.files, diskTotal, diskFree };
  }

  private async usage(now: number): Promise<ServerStatus['usage']> {
    const db = this.ctx.db as Kysely<DB & { ftScanLog: { scanTime: number } }>;
    const since = dayStart(this.ctx.config.timeZone, now);
    const count = async (q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);
    return {
      onlineSessions: await count(db.selectFrom('sysSession').select((eb) => eb.fn.countAll<number>().as('n')).where('revokedAt', 'is', null).where('expiresAt', '>', now)),
      scansToday: await count(db.selectFrom('ftScanLog').select((eb) => eb.fn.countAll<number>().as('n')).where('scanTime', '>=', since)),
      writesToday: await count(db.selectFrom('sysLog').select((eb) => eb.fn.countAll<number>().as('n')).where('logType', '=', LOG_TYPE.operation).where('createTime', '>=', since)),
      failedSignInsToday: await count(db.selectFrom('sysLog').select((eb) => eb.fn.countAll<number>().as('n')).where('logType', '=', LOG_TYPE.login)
        .where('createTime', '>=', since).where('logContent', 'like', '%登录失败%')),
    };
  }

  async read(): Promise<ServerStatus> {
    const now = Date.now();
    const tz = this.ctx.config.timeZone;
    const mem = process.memoryUsage();
    const cpus = os.cpus();
    const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);
    const status: ServerStatus = {
      at: formatInstant(now, tz)!,
      service: {
        version: VERSION, node: process.version, env: this.ctx.config.env, pid: process.pid,
        startedAt: formatInstant(now - process.uptime() * 1000, tz)!, uptimeSeconds: Math.round(process.uptime()), timeZone: tz,
      },
      host: {
        hostname: os.hostname(), os: `${os.type()} ${os.release()} (${os.arch()})`, cpuModel: cpus[0]?.model.trim() ?? '', cpus: cpus.length,
        loadAvg: os.loadavg().map((n) => Math.round(n * 100) / 100) as [number, number, number], memoryTotal: os.totalmem(), memoryFree: os.freemem(),
      },
      process: {
        rss: mem.rss, heapUsed: mem.heapUsed, heapTotal: mem.heapTotal,
        eventLoopDelayP50Ms: ms(this.loop.percentile(50)), eventLoopDelayP99Ms: ms(this.loop.percentile(99)),
      },
      database: await this.database(),
      storage: await this.storage(),
      usage: await this.usage(now),
      sharing: await this.ctx.sharing(),
    };
    this.loop.reset();
    return status;
  }
}
