/**
 * The address of another database (数据源管理's 数据源地址), as typed or copied from JeecgBoot: kept apart from the
 * resource so the field rules (resource.ts FORMAT_RULES) can use it without an import cycle.
 */
export const DATA_SOURCE_TYPE = { mysql: 'mysql', postgres: 'postgresql' } as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPE)[keyof typeof DATA_SOURCE_TYPE];

export const DATA_SOURCE_DICT = 'database_type';

export const DATA_SOURCE_PERMS = { test: 'system:dataSource:test' } as const;
export const DATA_SOURCE_PERM_LABELS: Record<string, string> = { [DATA_SOURCE_PERMS.test]: '测试连接' };

/** A connection attempt gives up after this long (the client's request timeout is 9 s). */
export const DATA_SOURCE_CONNECT_TIMEOUT_MS = 5000;

const DEFAULT_PORT: Record<DataSourceType, number> = { mysql: 3306, postgresql: 5432 };
const SCHEMES: Record<string, DataSourceType> = {
  'jdbc:mysql': 'mysql', 'jdbc:mariadb': 'mysql', mysql: 'mysql', mariadb: 'mysql',
  'jdbc:postgresql': 'postgresql', postgresql: 'postgresql', postgres: 'postgresql',
};

/**
 * Parameters a JDBC address copied from JeecgBoot often carries that change nothing here (the driver always
 * speaks UTF-8 and UTC): accepted and ignored. Any other parameter is refused — JDBC parameters are where the
 * known data-source attacks live (H2 `INIT=`, MySQL `autoDeserialize`, `allowLoadLocalInfile`; JEECG.md §5.2 #28).
 */
const IGNORED_PARAMS = new Set([
  'characterEncoding', 'useUnicode', 'serverTimezone', 'zeroDateTimeBehavior', 'allowPublicKeyRetrieval',
  'autoReconnect', 'tinyInt1isBit', 'nullCatalogMeansCurrent', 'useLegacyDatetimeCode', 'stringtype',
  'rewriteBatchedStatements', 'ApplicationName',
]);

/** TLS: off; on without checking the certificate (libpq's `require`); on and verified (`verify-full`). */
export type DataSourceTls = 'off' | 'on' | 'verify';

export interface DbAddress { type: DataSourceType; host: string; port: number; database: string; tls: DataSourceTls }

export const DATA_SOURCE_TEXT = {
  urlHint: 'jdbc:mysql://主机:3306/库名 或 jdbc:postgresql://主机:5432/库名',
  badUrl: '数据源地址格式不对，应为 jdbc:mysql://主机:端口/库名 或 jdbc:postgresql://主机:端口/库名',
  credentialsInUrl: '数据源地址里不要写用户名和密码，请填在“用户名”“密码”栏',
  badPort: '数据源地址的端口须在 1–65535 之间',
  badDatabase: '数据源地址的库名只能包含字母、数字、下划线、$ 和 -',
  badParam: (name: string) => `数据源地址的参数“${name}”不受支持`,
  badTls: (value: string) => `数据源地址的 SSL 设置“${value}”不受支持（可用 disable、require、verify-full 或 useSSL=true/false）`,
  typeMismatch: (type: string) => `数据源地址与数据库类型（${type}）不符`,
  connected: (version: string, ms: number) => `连接成功：${version}（${ms} ms）`,
  failed: (reason: string) => `连接失败：${reason}`,
  passwordRequired: '请输入密码',
  passwordUnreadable: '保存的密码无法解密（服务器密钥已更换），请重新输入密码并保存',
  blockedHost: '不能连接链路本地、组播或未指定的地址（如 169.254.169.254）',
  inUse: (reports: string[]) => `数据源正被报表使用：${reports.join('、')}，请先修改这些报表`,
  codeInUse: '数据源已被报表使用',
  unknown: (code: string) => `数据源【${code}】不存在或已删除`,
} as const;

/**
 * A data source's address → its parts, or the reason it is refused. JDBC (`jdbc:mysql://…`) and URL
 * (`postgres://…`) forms alike; credentials belong in their own fields, never in the address.
 */
export function parseDbAddress(url: string): DbAddress | { error: string } {
  const m = /^([a-z:]+):\/\/([^/?#]*)\/([^?#]*)(?:\?([^#]*))?$/i.exec(url.trim());
  const type = m ? SCHEMES[m[1].toLowerCase()] : undefined;
  if (!m || !type) return { error: DATA_SOURCE_TEXT.badUrl };
  const [, , authority, database, query] = m;
  if (authority.includes('@')) return { error: DATA_SOURCE_TEXT.credentialsInUrl };
  const hp = /^(\[[0-9a-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(authority);
  if (!hp) return { error: DATA_SOURCE_TEXT.badUrl };
  const port = hp[2] ? Number(hp[2]) : DEFAULT_PORT[type];
  if (port < 1 || port > 65535) return { error: DATA_SOURCE_TEXT.badPort };
  if (!/^[A-Za-z0-9_$-]{1,64}$/.test(database)) return { error: DATA_SOURCE_TEXT.badDatabase };
  let tls: DataSourceTls = 'off';
  for (const pair of (query ?? '').split('&').filter(Boolean)) {
    const [name, value = ''] = pair.split('=');
    if (name === 'sslmode' && type === 'postgresql') {
      const mode = ({ disable: 'off', prefer: 'off', require: 'on', 'verify-full': 'verify' } as Record<string, DataSourceTls>)[value];
      if (!mode) return { error: DATA_SOURCE_TEXT.badTls(value) };
      tls = mode;
    } else if (name === 'useSSL' || name === 'ssl') {
      if (value !== 'true' && value !== 'false') return { error: DATA_SOURCE_TEXT.badTls(value) };
      tls = value === 'true' ? 'on' : 'off';
    } else if (!IGNORED_PARAMS.has(name)) {
      return { error: DATA_SOURCE_TEXT.badParam(name) };
    }
  }
  return { type, host: hp[1].replace(/^\[|\]$/g, ''), port, database, tls };
}
