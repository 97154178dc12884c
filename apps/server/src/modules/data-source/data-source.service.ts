import type { Kysely } from 'kysely';
import { DATA_SOURCE_DICT, DATA_SOURCE_TEXT, parseDbAddress, type DbAddress } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { BadRequestError, BusinessError } from '../../platform/errors.ts';
import { kindOf, openPool, probe, type ConnectionSettings, type DataSourceKind } from './connect.ts';
import { dataSourceDb, type SysDataSource } from './schema.ts';

/** What 测试连接 is given: the form as it stands; a blank password with an id means the stored one. */
export interface TestInput { id?: string | null; dbType: string; dbUrl: string; dbUsername: string; dbPassword?: string | null }

/** A data source ready for queries: its pool, its SQL family, and a key that changes when the source does. */
export interface DataSourceTarget { db: Kysely<unknown>; kind: DataSourceKind; key: string }

/** Who uses which data sources, by code: code → names of the users (报表【…】). Modules add theirs. */
export type DataSourceUsers = (codes: string[]) => Promise<Map<string, string[]>>;

/** The address checked against the chosen type; the reason it is refused, as the form shows it. */
export function checkedAddress(dbType: unknown, dbUrl: unknown, typeText = String(dbType)): DbAddress {
  const address = parseDbAddress(String(dbUrl ?? ''));
  if ('error' in address) throw new BadRequestError(address.error);
  if (address.type !== dbType) throw new BadRequestError(DATA_SOURCE_TEXT.typeMismatch(typeText));
  return address;
}

/**
 * The data sources at work: 测试连接, and pools for the reports that read them. A pool is opened on first use
 * and replaced when its source is edited (the key carries the last change), so a new password or address takes
 * effect at the next report without a restart.
 */
export class DataSourceService {
  private readonly pools = new Map<string, { key: string; db: Promise<Kysely<unknown>> }>();
  private readonly users: DataSourceUsers[] = [];

  constructor(private readonly ctx: AppContext) {}

  private get table() {
    return dataSourceDb(this.ctx.db).selectFrom('sysDataSource').where('delFlag', '=', 0);
  }

  /** A module that names data sources by code (online reports) says which of them it uses. */
  addUsers(users: DataSourceUsers): void {
    this.users.push(users);
  }

  async usedBy(codes: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!codes.length) return out;
    for (const users of this.users) {
      for (const [code, names] of await users(codes)) out.set(code, [...(out.get(code) ?? []), ...names]);
    }
    return out;
  }

  private settings(row: Pick<SysDataSource, 'dbType' | 'dbUrl' | 'dbUsername' | 'dbPassword'>): ConnectionSettings {
    const password = this.ctx.secrets.open(row.dbPassword);
    if (password === null) throw new BusinessError(DATA_SOURCE_TEXT.passwordUnreadable);
    return { address: checkedAddress(row.dbType, row.dbUrl), user: row.dbUsername, password, timeZone: this.ctx.config.timeZone };
  }

  /** The 数据库类型 as users read it (MySQL / MariaDB), for messages. */
  async typeText(type: unknown): Promise<string> {
    return (await this.ctx.dict.items(DATA_SOURCE_DICT))?.find((i) => i.value === type)?.text ?? String(type);
  }

  /** 测试连接 with what the form holds (the stored password when the form leaves it blank). */
  async test(input: TestInput): Promise<string> {
    const address = checkedAddress(input.dbType, input.dbUrl, await this.typeText(input.dbType));
    let password = input.dbPassword ?? '';
    if (!password) {
      if (!input.id) throw new BadRequestError(DATA_SOURCE_TEXT.passwordRequired);
      const row = await this.table.select('dbPassword').where('id', '=', input.id).executeTakeFirst();
      if (!row) throw new BusinessError('未找到对应数据');
      const stored = this.ctx.secrets.open(row.dbPassword);
      if (stored === null) throw new BusinessError(DATA_SOURCE_TEXT.passwordUnreadable);
      password = stored;
    }
    return probe({ address, user: input.dbUsername, password, timeZone: this.ctx.config.timeZone });
  }

  /** The live data source of this code, connected. */
  async target(code: string): Promise<DataSourceTarget> {
    const row = await this.table.selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) throw new BusinessError(DATA_SOURCE_TEXT.unknown(code));
    const key = `${row.id}:${row.updateTime ?? row.createTime}`;
    let pool = this.pools.get(row.id);
    if (pool?.key !== key) {
      if (pool) void pool.db.then((db) => db.destroy()).catch(() => {});
      pool = { key, db: openPool(this.settings(row)) };
      this.pools.set(row.id, pool);
      // A failed open (a blocked or unknown host) is not kept: the next call tries again.
      pool.db.catch(() => this.pools.get(row.id) === pool && this.pools.delete(row.id));
    }
    return { db: await pool.db, kind: kindOf(checkedAddress(row.dbType, row.dbUrl)), key };
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.db.then((db) => db.destroy()).catch(() => {})));
  }
}
