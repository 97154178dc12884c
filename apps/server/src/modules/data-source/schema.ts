import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface SysDataSource {
  id: string; code: string; name: string; dbType: string; dbUrl: string; dbUsername: string;
  /** Sealed (SecretBox); never leaves the server. */
  dbPassword: string;
  remark: string | null;
  createBy: string | null; createTime: number; updateBy: string | null; updateTime: number | null; delFlag: number;
}

export type DataSourceDb = Kysely<DB & { sysDataSource: SysDataSource }>;

/** The app's handle with this module's table known to it. */
export const dataSourceDb = (db: Kysely<DB>): DataSourceDb => db as unknown as DataSourceDb;
