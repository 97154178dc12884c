/**
 * 系统监控: how the running server is doing, for whoever keeps it running — the process, the machine, the
 * database, the stored files, and the day's use. Sizes in bytes, times as wire text, durations in seconds.
 */
export interface ServerStatus {
  at: string;
  service: { version: string; node: string; env: string; pid: number; startedAt: string; uptimeSeconds: number; timeZone: string };
  host: { hostname: string; os: string; cpuModel: string; cpus: number; loadAvg: [number, number, number]; memoryTotal: number; memoryFree: number };
  process: { rss: number; heapUsed: number; heapTotal: number; eventLoopDelayP50Ms: number; eventLoopDelayP99Ms: number };
  database: { kind: string; version: string; size: number | null; tables: Array<{ name: string; label: string; rows: number }> };
  storage: { uploadsBytes: number; uploadsFiles: number; diskTotal: number | null; diskFree: number | null };
  usage: { onlineSessions: number; scansToday: number; writesToday: number; failedSignInsToday: number };
  sharing: Sharing;
}

/**
 * How this instance shares its bus and rate-limit counts with the other instances of the deployment: alone (all
 * in process), or through Redis (REDIS_URL; the address without its password).
 */
export type Sharing =
  | { mode: 'single' }
  | { mode: 'redis'; url: string; prefix: string; version: string | null; connected: boolean };

export const MONITOR_PERMS = { view: 'system:monitor:view' } as const;
export const MONITOR_PERM_LABELS: Record<string, string> = { [MONITOR_PERMS.view]: '查看系统监控' };

/** Seconds between refreshes of the screen while it is open. */
export const MONITOR_REFRESH_SECONDS = 10;

