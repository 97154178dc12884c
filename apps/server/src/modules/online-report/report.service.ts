import type { FastifyBaseLogger } from 'fastify';
import { HTTP, type DictItem, type ReportColumnsAnswer, type ReportDataAnswer, type ReportQueryItem } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { tableDictItems } from '../../platform/dict/table-dict-query.ts';
import { tableDictOf } from '../../platform/dict/table-dict-registry.ts';
import { formatInstant } from '../../platform/db/time.ts';
import { AppError, BusinessError } from '../../platform/errors.ts';
import { readOnlyRunner, ReportTimeoutError, type ReadOnlyRunner } from './readonly/index.ts';
import { paramsKey, TtlCache } from './report-cache.ts';
import { loadReport, type ReportDefinition } from './report-definition.ts';
import { buildReportQueries } from './report-query.ts';
import { reportDb } from './schema.ts';

/** Query items after the first two start folded away behind 展开 (spec §3 Query items: hidden '1'). */
const VISIBLE_QUERY_ITEMS = 2;

/** The online report calls of spec §7.4 over the stored definitions. */
export class ReportService {
  private readonly runner: ReadOnlyRunner;
  private readonly cache = new TtlCache<ReportDataAnswer>(HTTP.reportCacheMs);

  constructor(private readonly ctx: AppContext) {
    this.runner = readOnlyRunner(ctx.db, ctx.config.db);
  }

  close(): Promise<void> {
    this.cache.clear();
    return this.runner.close();
  }

  private async dictOptions(codes: string[], tenantId: number): Promise<Record<string, DictItem[]>> {
    const out: Record<string, DictItem[]> = {};
    for (const code of new Set(codes)) {
      const table = tableDictOf(code);
      out[code] = (await this.ctx.dict.items(code))
        ?? (table ? await tableDictItems(this.ctx.db, table, { kind: this.ctx.kind, tenantId }) : []);
    }
    return out;
  }

  async columns(code: string, tenantId: number): Promise<ReportColumnsAnswer> {
    const def = await loadReport(reportDb(this.ctx.db), { code });
    const shown = def.items.filter((i) => i.isShow);
    return {
      cgRpConfigId: def.id,
      cgRpConfigName: def.name,
      columns: shown.map((i) => ({ title: i.label, dataIndex: i.field, ...(i.dictCode ? { customRender: i.dictCode } : {}) })),
      dictOptions: await this.dictOptions(shown.flatMap((i) => (i.dictCode ? [i.dictCode] : [])), tenantId),
    };
  }

  async queryInfo(id: string): Promise<ReportQueryItem[]> {
    const def = await loadReport(reportDb(this.ctx.db), { id });
    return def.items.filter((i) => i.isQuery).map((i, n) => ({
      field: i.field, label: i.label, mode: i.queryMode, view: i.type,
      ...(i.dictCode ? { dictCode: i.dictCode } : {}), ...(n >= VISIBLE_QUERY_ITEMS ? { hidden: '1' as const } : {}),
    }));
  }

  async data(id: string, raw: Record<string, unknown>, log: FastifyBaseLogger): Promise<ReportDataAnswer> {
    const def = await loadReport(reportDb(this.ctx.db), { id });
    // Parse before the cache so a malformed request is a 400 every time, not a cached answer.
    const queries = buildReportQueries(this.ctx.db, this.ctx.kind, def, raw, this.ctx.config.timeZone);
    return this.cache.get(`${def.id}|${paramsKey(raw)}`, async () => {
      try {
        const [countRows, pageRows] = await this.runner.run([queries.count, queries.page]);
        return { total: Number(countRows[0]?.total ?? 0), records: pageRows.map((r) => this.wire(def, r)) };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof ReportTimeoutError) throw new BusinessError(`报表查询超过 ${err.timeoutMs / 1000} 秒，已停止，请缩小查询范围后重试`);
        log.error({ err, report: def.code }, 'online report query failed');
        throw new BusinessError(`报表【${def.name}】查询失败，请联系管理员检查报表配置`);
      }
    });
  }

  /** Instants of datetime columns travel as `YYYY-MM-DD HH:mm:ss` (DESIGN.md §4 Names). */
  private wire(def: ReportDefinition, row: Record<string, unknown>): Record<string, unknown> {
    for (const i of def.items) {
      if (i.type === 'datetime' && typeof row[i.field] === 'number') row[i.field] = formatInstant(row[i.field] as number, this.ctx.config.timeZone);
    }
    return row;
  }
}
