import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Kysely's view of the account tables (camelCase; CamelCasePlugin maps to snake_case). */
export interface SysSms {
  id: string;
  esTitle: string | null;
  /** 1 SMS, 2 e-mail, 3 WeChat (JeecgBoot). */
  esType: string;
  esReceiver: string;
  esParam: string | null;
  esContent: string | null;
  esSendTime: number | null;
  /** 0 not sent, 1 sent, 2 failed. */
  esSendStatus: string;
  esSendNum: number;
  esResult: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
}

export interface SysSmsCode {
  id: string;
  mobile: string;
  /** The smsmode the code was asked for: 0 login, 1 register, 2 forgot. */
  purpose: string;
  codeHash: string | null;
  ip: string | null;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  consumedAt: number | null;
  userId: string | null;
  ticketHash: string | null;
  ticketExpiresAt: number | null;
}

export type AccountDb = Kysely<DB & { sysSms: SysSms; sysSmsCode: SysSmsCode }>;

export function accountDb(db: Kysely<DB>): AccountDb {
  return db as unknown as AccountDb;
}
