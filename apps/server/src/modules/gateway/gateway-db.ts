import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface SysGatewayRoute {
  id: string; routerId: string; name: string; predicates: string; status: string; persist: string; remark: string | null;
  createBy: string | null; createTime: number; updateBy: string | null; updateTime: number | null; delFlag: number;
}

export type GatewayDb = Kysely<DB & { sysGatewayRoute: SysGatewayRoute }>;
export const gatewayDb = (db: Kysely<DB>): GatewayDb => db as unknown as GatewayDb;
