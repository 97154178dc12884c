import {
  CHECK_TEXT, evaluateCheckRule, parseRuleJson, type CheckRuleInput, type CheckRuleRecord, type FieldType, type PageResult,
} from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { appendDataLog, appendDataLogs } from '../../platform/audit/data-log.ts';
import { newId } from '../../platform/db/ids.ts';
import { formatInstant } from '../../platform/db/time.ts';
import { BadRequestError, BusinessError } from '../../platform/errors.ts';
import { pagedRows } from '../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../platform/list-query/parse.ts';
import { checksDb, systemView, type ChecksDb, type SysCheckRule } from './schema.ts';

const TABLE = 'sys_check_rule';
const COLUMNS = ['id', 'ruleName', 'ruleCode', 'ruleJson', 'ruleDescription', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
const FIELDS: Record<string, FieldType> = {
  id: 'string', ruleName: 'string', ruleCode: 'string', ruleDescription: 'string', createTime: 'datetime', updateTime: 'datetime',
};

function spec(timeZone: string): ListSpec {
  return { fields: FIELDS, sortable: ['ruleName', 'ruleCode', 'createTime', 'updateTime'], defaultSort: { field: 'createTime', order: 'desc' }, timeZone };
}

function toRecord(r: SysCheckRule, tz: string): CheckRuleRecord {
  return { ...r, createTime: formatInstant(r.createTime, tz), updateTime: formatInstant(r.updateTime, tz) };
}

/** 编码校验规则: list, read, write (data-logged, hard delete like JeecgBoot) and checkByCode. */
export class CheckRuleService {
  private readonly db: ChecksDb;

  constructor(private readonly ctx: AppContext) {
    this.db = checksDb(ctx.db);
  }

  async list(raw: Record<string, unknown>): Promise<PageResult<CheckRuleRecord>> {
    const q = parseListQuery(spec(this.ctx.config.timeZone), raw);
    const { rows, page } = await pagedRows<SysCheckRule>(this.db.selectFrom('sysCheckRule'), q, this.ctx.kind, COLUMNS);
    return { ...page, records: rows.map((r) => toRecord(r, this.ctx.config.timeZone)) };
  }

  async get(id: string): Promise<CheckRuleRecord> {
    const row = await this.db.selectFrom('sysCheckRule').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new BusinessError(CHECK_TEXT.ruleMissing);
    return toRecord(row, this.ctx.config.timeZone);
  }

  private async assertCodeFree(code: string, exceptId?: string): Promise<void> {
    let q = this.db.selectFrom('sysCheckRule').select('id').where('ruleCode', '=', code);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw new BusinessError('规则编码已存在');
  }

  async add(input: CheckRuleInput, username: string): Promise<CheckRuleRecord> {
    await this.assertCodeFree(input.ruleCode);
    const row: SysCheckRule = { id: newId(), ...input, createBy: username, createTime: Date.now(), updateBy: null, updateTime: null };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('sysCheckRule').values(row).execute();
      await appendDataLog(systemView(trx), TABLE, row.id, { ...row }, username);
    });
    return this.get(row.id);
  }

  async edit(input: Partial<CheckRuleInput> & { id: string }, username: string): Promise<CheckRuleRecord> {
    const { id, ...changes } = input;
    const existing = await this.db.selectFrom('sysCheckRule').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw new BusinessError(CHECK_TEXT.ruleMissing);
    if (changes.ruleCode !== undefined) await this.assertCodeFree(changes.ruleCode, id);
    const values = { ...changes, updateBy: username, updateTime: Date.now() };
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysCheckRule').set(values).where('id', '=', id).execute();
      await appendDataLog(systemView(trx), TABLE, id, { ...existing, ...values }, username);
    });
    return this.get(id);
  }

  async remove(ids: string[], username: string): Promise<number> {
    const unique = [...new Set(ids.map((s) => s.trim()).filter(Boolean))];
    if (!unique.length) throw new BadRequestError('ids 不能为空');
    if (unique.length > 1000) throw new BadRequestError('一次最多删除 1000 条');
    const rows = await this.db.selectFrom('sysCheckRule').selectAll().where('id', 'in', unique).execute();
    if (!rows.length) throw new BusinessError(CHECK_TEXT.ruleMissing);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sysCheckRule').where('id', 'in', rows.map((r) => r.id)).execute();
      await appendDataLogs(systemView(trx), TABLE, rows.map((r) => ({ id: r.id, row: { ...r, deleted: true } })), username);
    });
    return rows.length;
  }

  /** spec §4 Other, §7.2 checkByCode: an empty value passes; otherwise the first failing line's message. */
  async check(ruleCode: string, value: string): Promise<void> {
    const rule = await this.db.selectFrom('sysCheckRule').select('ruleJson').where('ruleCode', '=', ruleCode).executeTakeFirst();
    if (!rule) throw new BusinessError(CHECK_TEXT.ruleMissing);
    if (value === '') return;
    let lines;
    try {
      lines = parseRuleJson(rule.ruleJson);
    } catch (e) {
      // A rule written into the table by hand (or migrated from JeecgBoot) may hold an unsafe pattern: never run it.
      throw new BusinessError(`校验规则“${ruleCode}”的配置有误：${(e as Error).message}`);
    }
    const outcome = evaluateCheckRule(lines, value);
    if (!outcome.passed) throw new BusinessError(outcome.message);
  }
}
