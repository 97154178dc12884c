import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DATA_SOURCE_TEXT, HTTP, type DictItem, type ReportColumnsAnswer, type ReportDataAnswer, type ReportQueryItem } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { DbKind } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tableDictItems } from '../../platform/dict/table-dict-query.ts';
import { tableDictOf } from '../../platform/dict/table-dict-registry.ts';
import { formatInstant } from '../../platform/db/time.ts';
import { AppError, BusinessError } from '../../platform/errors.ts';
import type { DataSourceService, DataSourceTarget } from '../data-source/data-source.service.ts';
import { readOnlyRunner, ReportTimeoutError, serverRunner, type ReadOnlyRunner } from './readonly/index.ts';
import { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { paramsKey } from './report-cache.ts';
import { loadReport, type ReportDefinition } from './report-definition.ts';
import { buildReportQueries } from './report-query.ts';
import { reportDb } from './schema.ts';

/** Query items after the first two start folded away behind 展开 (spec §3 Query items: hidden '1'). */
const VISIBLE_QUERY_ITEMS = 2;

/** The online report calls of spec §7.4 over the stored definitions. */
export class ReportService {
  private readonly runner: ReadOnlyRunner;
  /** Runners on other data sources, by DataSourceTarget.key (a source's edit makes a new key, and pool). */
  private readonly sourceRunners = new Map<string, ReadOnlyRunner>();
  private readonly cache = new TtlCache<ReportDataAnswer>(HTTP.reportCacheMs);

  constructor(private readonly ctx: AppContext, private readonly sources?: DataSourceService) {
    this.runner = readOnlyRunner(ctx.db, ctx.config.db);
  }

  close(): Promise<void> {
    this.cache.clear();
    this.sourceRunners.clear();
    return this.runner.close();
  }

  /** Where a report reads: the application's database, or the data source it names (数据源管理). */
  private async source(def: ReportDefinition): Promise<{ db: Kysely<DB>; kind: DbKind; runner: ReadOnlyRunner; external: boolean }> {
    if (!def.dbSource) return { db: this.ctx.db, kind: this.ctx.kind, runner: this.runner, external: false };
    if (!this.sources) throw new BusinessError(DATA_SOURCE_TEXT.unknown(def.dbSource));
    const target: DataSourceTarget = await this.sources.target(def.dbSource);
    let runner = this.sourceRunners.get(target.key);
    if (!runner) {
      for (const key of this.sourceRunners.keys()) if (key.split(':')[0] === target.key.split(':')[0]) this.sourceRunners.delete(key);
      runner = serverRunner(target.db as Kysely<DB>, target.kind);
      this.sourceRunners.set(target.key, runner);
    }
    return { db: target.db as Kysely<DB>, kind: target.kind, runner, external: true };
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
    const source = await this.source(def);
    // Parse before the cache so a malformed request is a 400 every time, not a cached answer.
    const queries = buildReportQueries(source.db, source.kind, def, raw, this.ctx.config.timeZone, source.external);
    return this.cache.get(`${def.id}|${paramsKey(raw)}`, async () => {
      try {
        const [countRows, pageRows] = await source.runner.run([queries.count, queries.page]);
        return { total: Number(countRows[0]?.total ?? 0), records: pageRows.map((r) => this.wire(def, r)) };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof ReportTimeoutError) throw new BusinessError(`报表查询超过 ${err.timeoutMs / 1000} 秒，已停止，请缩小查询范围后重试`);
        log.error({ err, report: def.code, dbSource: def.dbSource }, 'online report query failed');
        throw new BusinessError(def.dbSource
          ? `报表【${def.name}】查询数据源【${def.dbSource}】失败，请联系管理员检查数据源和报表配置`
          : `报表【${def.name}】查询失败，请联系管理员检查报表配置`);
      }
    });
  }

  /**
   * Dates travel as `YYYY-MM-DD`, date-times as `YYYY-MM-DD HH:mm:ss` (DESIGN.md §4 Names): the application's
   * instants (numbers), and another database's time-zoned values (Dates) in the application's zone; its plain
   * date and date-time texts as they are, to the second.
   */
  private wire(def: ReportDefinition, row: Record<string, unknown>): Record<string, unknown> {
    const tz = this.ctx.config.timeZone;
    for (const i of def.items) {
      const v = row[i.field];
      if (i.type !== 'datetime' && i.type !== 'date') continue;
      const text = typeof v === 'number' ? formatInstant(v, tz) : v instanceof Date ? formatInstant(v.getTime(), tz) : typeof v === 'string' ? v : null;
      if (text !== null) row[i.field] = i.type === 'date' ? text.slice(0, 10) : text.slice(0, 19);
    }
    return row;
  }
}
