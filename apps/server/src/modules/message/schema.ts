import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface SysSmsTemplate {
  id: string; templateCode: string; templateName: string; templateType: string; templateContent: string; templateTestJson: string | null;
  createBy: string | null; createTime: number; updateBy: string | null; updateTime: number | null; delFlag: number;
}

/** The message record (migration 0130 made it as the account module's SMS outbox; 0160 widened it). */
export interface SysSms {
  id: string; esTitle: string | null; esType: string; esReceiver: string; esParam: string | null; esContent: string | null;
  esSendTime: number | null; esSendStatus: string; esSendNum: number; esResult: string | null; remark: string | null;
  createBy: string | null; createTime: number; updateBy: string | null; updateTime: number | null;
}

export type MessageDb = Kysely<DB & { sysSmsTemplate: SysSmsTemplate; sysSms: SysSms }>;

/** The app's handle with this module's tables known to it. */
export const messageDb = (db: Kysely<DB>): MessageDb => db as unknown as MessageDb;
