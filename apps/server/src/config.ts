import path from 'node:path';
import { z } from 'zod';

/**
 * Environment → typed configuration. Every setting has an embedded default so that `npm start` on a fresh
 * machine runs on SQLite under ./data; a bad value stops the start with a message naming the variable.
 */
const durationRe = /^(\d+)\s*(ms|s|m|h|d)?$/;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function parseDuration(text: string): number {
  const m = durationRe.exec(text.trim());
  if (!m) throw new Error(`无法识别的时长: ${text}`);
  return Number(m[1]) * UNIT_MS[m[2] ?? 'ms'];
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD 至少 8 个字符').optional(),
  API_BASE: z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'API_BASE 必须以 / 开头').default('/api'),
  SESSION_TTL: z.string().default('7d'),
  TZ_NAME: z.string().default('Asia/Shanghai'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  PUBLIC_BASE_URL: z.string().regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'PUBLIC_BASE_URL 必须是 http(s):// 开头的网址').optional(),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL 必须是 smtp:// 或 smtps:// 开头的地址，如 smtps://user:pass@smtp.example.cn:465').optional(),
  SMTP_FROM: z.string().max(200).optional(),
  SECRET_KEY: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'REDIS_URL 必须是 redis:// 或 rediss:// 开头的地址，如 redis://127.0.0.1:6379/0').optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'REDIS_PREFIX 只能包含字母、数字、冒号、下划线和连字符（至多 40 个）').default('foodtrace:'),
});

export type DbKind = 'sqlite' | 'postgres' | 'mysql';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  db: { kind: DbKind; url: string; sqliteFile?: string };
  adminPassword?: string;
  apiBase: string;
  sessionTtlMs: number;
  timeZone: string;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  webDist: string;
  /** Sign-in attempts per address per minute. */
  loginRateLimit: number;
  /**
   * Where consumers reach the public pages (the QR codes' URL base, e.g. https://trace.example.cn). Unset: the
   * address the request came in on.
   */
  publicBaseUrl?: string;
  /** Public trace-page calls per address per minute (DOMAIN.md §3). */
  publicRateLimit: number;
  /** The mail server of 消息中心's 邮件 messages; unset, an e-mail message fails with the reason. */
  smtp?: { url: string; from: string };
  /** The key sealing stored secrets (base64, 32 bytes); unset, DATA_DIR/secret.key (platform/crypto/secret-box.ts). */
  secretKey?: string;
  /**
   * Several instances behind one load balancer share their bus and rate-limit counts through Redis (REDIS_URL),
   * its keys and channels under `prefix`. Unset: one instance, everything in process.
   */
  redis?: { url: string; prefix: string };
}

/** The sender of e-mail messages: SMTP_FROM, else no-reply at the mail server's own domain. */
function smtpFrom(url: string, from: string | undefined): string {
  if (from?.trim()) return from.trim();
  const host = new URL(url).hostname.replace(/^(smtp|mail)\./, '');
  return `食品溯源管理平台 <no-reply@${host || 'localhost'}>`;
}

function dbFromUrl(url: string | undefined, dataDir: string): Config['db'] {
  if (!url) {
    const file = path.join(dataDir, 'foodtrace.sqlite');
    return { kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (/^(mysql|mariadb):\/\//.test(url)) return { kind: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return { kind: 'sqlite', url, sqliteFile: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new Error('DATABASE_URL 必须以 postgres://、mysql:// 或 sqlite: 开头');
}

function assertTimeZone(tz: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    throw new Error(`TZ_NAME 不是有效的时区: ${tz}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`配置有误:\n${lines}`);
  }
  const e = parsed.data;
  assertTimeZone(e.TZ_NAME);
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    db: dbFromUrl(e.DATABASE_URL, dataDir),
    adminPassword: e.ADMIN_PASSWORD,
    apiBase: e.API_BASE.replace(/\/$/, '') || '/api',
    sessionTtlMs: parseDuration(e.SESSION_TTL),
    timeZone: e.TZ_NAME,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/$/, ''),
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: smtpFrom(e.SMTP_URL, e.SMTP_FROM) } : undefined,
    secretKey: e.SECRET_KEY?.trim() || undefined,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
  };
  return { ...config, ...overrides };
}
