import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

interface Audit {
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
}

export interface OnlCgreportHead extends Audit {
  id: string;
  code: string;
  name: string;
  cgrSql: string;
  /** Another data source's key; only the application's own database is supported (null). */
  dbSource: string | null;
  content: string | null;
  delFlag: number;
}

export interface OnlCgreportItem extends Audit {
  id: string;
  headId: string;
  field: string;
  label: string;
  type: string;
  dictCode: string | null;
  isQuery: number;
  queryMode: string;
  isShow: number;
  orderNum: number;
}

export type ReportDb = Kysely<DB & { onlCgreportHead: OnlCgreportHead; onlCgreportItem: OnlCgreportItem }>;

export function reportDb(db: Kysely<DB>): ReportDb {
  return db as unknown as ReportDb;
}
