import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { CompiledQuery, Kysely, MysqlDialect, PostgresDialect } from 'kysely';
import mysql from 'mysql2';
import mysqlPromise from 'mysql2/promise';
import pg from 'pg';
import { DATA_SOURCE_CONNECT_TIMEOUT_MS, DATA_SOURCE_TEXT, DATA_SOURCE_TYPE, type DbAddress } from '@foodtrace/contracts';
import { keepOnIdleError } from '../../platform/db/database.ts';
import { BusinessError } from '../../platform/errors.ts';

/**
 * What a connection needs: the parsed address, the account (the password in the clear, only in memory), and
 * the application's time zone, which the session takes so that date-times read and compare as users see them.
 */
export interface ConnectionSettings { address: DbAddress; user: string; password: string; timeZone: string }

/** `+08:00` for Asia/Shanghai now: MySQL/MariaDB take an offset (named zones need tables a server may lack). */
export function zoneOffset(timeZone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? m[1] : '+00:00';
}

/**
 * PostgreSQL dates and date-times come back as the server's text (in the session's zone, the application's),
 * not as JavaScript Dates in the Node process's zone.
 */
const AS_TEXT = new Set([1082, 1114, 1184]);
const pgTypes = { getTypeParser: ((oid: number, format?: string) => (AS_TEXT.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as never))) as typeof pg.types.getTypeParser };

/**
 * Addresses no data source may point at: link-local (the cloud metadata service at 169.254.169.254 among them),
 * unspecified, multicast and broadcast. Loopback and private networks stay allowed — a report database next to
 * the application is the common case — and only holders of the data-source permissions configure one.
 */
const BLOCKED = new BlockList();
BLOCKED.addSubnet('169.254.0.0', 16, 'ipv4');
BLOCKED.addSubnet('0.0.0.0', 8, 'ipv4');
BLOCKED.addSubnet('224.0.0.0', 4, 'ipv4');
BLOCKED.addAddress('255.255.255.255', 'ipv4');
BLOCKED.addSubnet('fe80::', 10, 'ipv6');
BLOCKED.addSubnet('ff00::', 8, 'ipv6');
BLOCKED.addAddress('::', 'ipv6');

function blocked(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/** A resolver that does not answer must not hold the request past the connection's own limit. */
function lookupWithin(host: string, ms: number): Promise<Array<{ address: string }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no DNS answer for ${host} within ${ms} ms`)), ms);
    lookup(host, { all: true }).then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The address to connect to: the host's resolved IP, checked against BLOCKED. Connecting to the checked IP
 * (not the name again) means a second, different DNS answer cannot slip past the check; a verified TLS
 * connection keeps the name, which the certificate must match anyway.
 */
export async function resolveHost(address: DbAddress): Promise<string> {
  let ips: string[];
  try {
    ips = isIP(address.host) ? [address.host] : (await lookupWithin(address.host, DATA_SOURCE_CONNECT_TIMEOUT_MS)).map((a) => a.address);
  } catch {
    throw new BusinessError(DATA_SOURCE_TEXT.failed(`找不到主机“${address.host}”`));
  }
  if (!ips.length || ips.some(blocked)) throw new BusinessError(DATA_SOURCE_TEXT.failed(DATA_SOURCE_TEXT.blockedHost));
  return address.tls === 'verify' ? address.host : ips[0];
}

const tlsOf = (a: DbAddress) => (a.tls === 'off' ? undefined : { rejectUnauthorized: a.tls === 'verify', servername: isIP(a.host) ? undefined : a.host });

/** pg's options for one connection or a pool of them. */
function pgOptions(s: ConnectionSettings, host: string): pg.ClientConfig {
  return {
    host, port: s.address.port, database: s.address.database, user: s.user, password: s.password,
    ssl: tlsOf(s.address), connectionTimeoutMillis: DATA_SOURCE_CONNECT_TIMEOUT_MS, application_name: 'foodtrace-report',
    types: pgTypes, options: `-c TimeZone=${s.timeZone}`,
  };
}

/**
 * mysql2's options. LOAD DATA LOCAL is switched off (`-LOCAL_FILES`, and no stream factory): a hostile server
 * could otherwise ask the client for any file it can read.
 */
function mysqlOptions(s: ConnectionSettings, host: string): mysql.ConnectionOptions {
  return {
    host, port: s.address.port, database: s.address.database, user: s.user, password: s.password,
    ssl: tlsOf(s.address), connectTimeout: DATA_SOURCE_CONNECT_TIMEOUT_MS, flags: ['-LOCAL_FILES'], multipleStatements: false,
    charset: 'utf8mb4', decimalNumbers: true, supportBigNumbers: true, bigNumberStrings: false, dateStrings: true,
  };
}

export type DataSourceKind = 'postgres' | 'mysql';
export const kindOf = (a: DbAddress): DataSourceKind => (a.type === DATA_SOURCE_TYPE.postgres ? 'postgres' : 'mysql');

/** A small pool on the data source, for reports (closed when the source changes or the server stops). */
export async function openPool(s: ConnectionSettings): Promise<Kysely<unknown>> {
  const host = await resolveHost(s.address);
  const dialect = kindOf(s.address) === 'postgres'
    ? new PostgresDialect({ pool: keepOnIdleError(new pg.Pool({ ...pgOptions(s, host), max: 4, idleTimeoutMillis: 60_000 }), `数据源 ${s.address.host}`) })
    : new MysqlDialect({
      pool: mysql.createPool({ ...mysqlOptions(s, host), connectionLimit: 4, idleTimeout: 60_000 }),
      onCreateConnection: (c) => c.executeQuery(CompiledQuery.raw('set time_zone = ?', [zoneOffset(s.timeZone)])).then(() => {}),
    });
  return new Kysely<unknown>({ dialect });
}

/** Connects once and asks the server its version: `PostgreSQL 16.4`, `MariaDB 10.11.6`, `MySQL 8.0.36`. */
export async function probe(s: ConnectionSettings): Promise<string> {
  const host = await resolveHost(s.address);
  const started = Date.now();
  try {
    const version = kindOf(s.address) === 'postgres' ? await probePostgres(s, host) : await probeMysql(s, host);
    return DATA_SOURCE_TEXT.connected(version, Date.now() - started);
  } catch (err) {
    throw new BusinessError(DATA_SOURCE_TEXT.failed(reasonOf(err, s)));
  }
}

async function probePostgres(s: ConnectionSettings, host: string): Promise<string> {
  const client = new pg.Client({ ...pgOptions(s, host), statement_timeout: DATA_SOURCE_CONNECT_TIMEOUT_MS });
  // A connection that fails after connecting (the server going away) reports here instead of crashing.
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>('select version() as v');
    const m = /^PostgreSQL ([\d.]+)/.exec(rows[0]?.v ?? '');
    return m ? `PostgreSQL ${m[1]}` : 'PostgreSQL';
  } finally {
    await client.end().catch(() => {});
  }
}

async function probeMysql(s: ConnectionSettings, host: string): Promise<string> {
  // The promise API's connect settles on a failed handshake; a query queued on a callback connection would wait.
  const conn = await mysqlPromise.createConnection(mysqlOptions(s, host));
  conn.on('error', () => {});
  try {
    const [rows] = await conn.query('select version() as v');
    const v = String((rows as Array<{ v: string }>)[0]?.v ?? '');
    const m = /^([\d.]+)(-MariaDB)?/i.exec(v);
    return m ? `${m[2] ? 'MariaDB' : 'MySQL'} ${m[1]}` : 'MySQL';
  } finally {
    await conn.end().catch(() => {});
  }
}

/**
 * Why a connection failed, in words an administrator acts on. The driver's own message is not shown: it may
 * quote the server's internals, and the known cases are clearer in Chinese.
 */
function reasonOf(err: unknown, s: ConnectionSettings): string {
  const e = err as { code?: string; errno?: number; message?: string };
  const where = `${s.address.host}:${s.address.port}`;
  const code = e.code ?? '';
  const message = e.message ?? '';
  if (code === '28P01' || code === '28000' || e.errno === 1045 || code === 'ER_ACCESS_DENIED_ERROR') return '用户名或密码错误';
  if (code === '3D000' || e.errno === 1049) return `数据库“${s.address.database}”不存在`;
  if (e.errno === 1044) return `用户“${s.user}”无权访问数据库“${s.address.database}”`;
  if (code === 'ECONNREFUSED') return `${where} 拒绝连接（该端口没有数据库服务）`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `找不到主机“${s.address.host}”`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `无法到达 ${where}`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(message)) return `${where} 在 ${DATA_SOURCE_CONNECT_TIMEOUT_MS / 1000} 秒内没有响应`;
  if (code === 'HANDSHAKE_NO_SSL_SUPPORT' || /does not support SSL/i.test(message)) return '数据库不支持 SSL 连接，请去掉地址里的 SSL 设置';
  if (/certificate|self.signed|CERT_/i.test(`${code} ${message}`)) return 'SSL 证书校验失败';
  if (code === 'ECONNRESET' || code === 'PROTOCOL_CONNECTION_LOST' || /terminated unexpectedly/i.test(message)) return `${where} 断开了连接（确认端口上是${s.address.type === DATA_SOURCE_TYPE.postgres ? ' PostgreSQL' : ' MySQL/MariaDB'}）`;
  return `数据库返回错误${code ? `（${code}）` : ''}`;
}
