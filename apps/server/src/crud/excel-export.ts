import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { EXCEL, LOG_TYPE, PAGING, type ResourceDef } from '@foodtrace/contracts';
import { writeLog } from '../platform/audit/audit.ts';
import type { DB } from '../platform/db/schema.ts';
import { formatInstant } from '../platform/db/time.ts';
import { BadRequestError } from '../platform/errors.ts';
import { attachmentHeader, XLSX_MIME } from '../platform/excel/content-disposition.ts';
import { excelColumns, exportCells, summaryExcelColumns } from '../platform/excel/excel-columns.ts';
import { XlsxStream } from '../platform/excel/xlsx-stream.ts';
import type { CrudContext, RepoDeps, ResourceRepo } from './resource-repo.ts';

type Row = Record<string, unknown>;
const MAX_SELECTIONS = 10_000;

/**
 * The list's parameters for an export (spec §7.3 "Export xls sends the params plus selections"): the same
 * filters and sort as the list; `selections` (ids, comma-joined) narrows it to the chosen rows. Paging is
 * ignored — an export holds every matching row.
 */
export function exportQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { pageNo: _p, pageSize: _s, selections, ...rest } = query;
  if (typeof selections !== 'string' || !selections.trim()) return rest;
  const ids = [...new Set(selections.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_SELECTIONS) throw new BadRequestError(`一次最多导出 ${MAX_SELECTIONS} 条选中的记录`);
  if (!ids.every((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))) throw new BadRequestError('selections 只能是以逗号分隔的 id');
  return { ...rest, id: ids.join(',') };
}

/** A workbook to stream: one sheet of `columns`, filled chunk by chunk from `rows`. */
export interface WorkbookExport<R> {
  /** Sheet and file name (Chinese), and the ASCII file name for old clients. */
  title: string;
  fileKey: string;
  columns: Array<{ label: string; width: number }>;
  rows: AsyncGenerator<R[]>;
  cells: (row: R) => Array<string | number | null>;
}

/**
 * Streams an .xlsx to the response and writes the operation log when it is done. The first chunk is read
 * before any byte is sent, so a bad filter still answers the 400 envelope.
 */
export async function sendWorkbook<R>(req: FastifyRequest, reply: FastifyReply, deps: { db: Kysely<DB> | Kysely<unknown>; timeZone: string },
  user: { userId: string; username: string }, book: WorkbookExport<R>): Promise<FastifyReply> {
  const first = await book.rows.next();
  const stamp = formatInstant(Date.now(), deps.timeZone)!.replace(/[-: ]/g, '').slice(0, 12);
  const out = new PassThrough();
  void writeRows(out, book, first).then(async (count) => {
    await writeLog(deps.db as Kysely<DB>, {
      logType: LOG_TYPE.operation, content: `导出${book.title} ${count} 行`, userId: user.userId, username: user.username,
      ip: req.ip, method: 'GET', url: req.url.split('?')[0], param: req.query, operateType: 6,
    });
  }).catch((err: unknown) => {
    req.log.error({ err }, 'excel export failed');
    out.destroy(err as Error);
  });
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', attachmentHeader(`${book.title}_${stamp}.xlsx`, `${book.fileKey}_${stamp}.xlsx`))
    .header('Cache-Control', 'no-store')
    .send(out);
}

/**
 * GET <base>/exportXls: the rows the list query selects (its filters, the tenant, the user's data rules), with
 * dictionary and reference fields as their texts.
 */
export async function exportXls(req: FastifyRequest, reply: FastifyReply, def: ResourceDef, repo: ResourceRepo,
  deps: RepoDeps, ctx: CrudContext): Promise<FastifyReply> {
  const columns = excelColumns(def);
  return sendWorkbook(req, reply, deps, ctx.user, {
    title: def.title, fileKey: def.key, columns,
    rows: repo.iterate(exportQuery(req.query as Record<string, unknown>), ctx),
    cells: (record: Row) => exportCells(columns, record),
  });
}

/**
 * GET <base>/summary/exportXls: every group of the summary (ResourceDef.summary) the same query answers, in its
 * sort, read a page at a time. Groups have no ids, so `selections` has nothing to choose among.
 */
export async function exportSummaryXls(req: FastifyRequest, reply: FastifyReply, def: ResourceDef, repo: ResourceRepo,
  deps: RepoDeps, ctx: CrudContext): Promise<FastifyReply> {
  const columns = summaryExcelColumns(def);
  const { selections: _s, pageNo: _p, pageSize: _z, ...query } = req.query as Record<string, unknown>;
  async function* groups(): AsyncGenerator<Row[]> {
    for (let pageNo = 1; ; pageNo++) {
      const page = await repo.summary({ ...query, pageNo: String(pageNo), pageSize: String(PAGING.maxPageSize) }, ctx);
      if (page.records.length) yield page.records;
      if (pageNo >= page.pages) return;
    }
  }
  return sendWorkbook(req, reply, deps, ctx.user, {
    title: def.summary!.title, fileKey: `${def.key}_summary`, columns, rows: groups(), cells: (record: Row) => exportCells(columns, record),
  });
}

/**
 * An import template: an empty sheet whose header row is the columns an import reads (their labels, as the
 * import matches them), so nobody has to start from an export and delete its rows.
 */
export async function sendImportTemplate(req: FastifyRequest, reply: FastifyReply, deps: { db: Kysely<DB> | Kysely<unknown>; timeZone: string },
  user: { userId: string; username: string }, book: { title: string; fileKey: string; columns: Array<{ label: string; width: number; importable: boolean }> }): Promise<FastifyReply> {
  return sendWorkbook(req, reply, deps, user, {
    title: `${book.title}导入模板`, fileKey: `${book.fileKey}_template`, columns: book.columns.filter((c) => c.importable),
    rows: (async function* () { /* headers only */ })(),
    cells: () => [],
  });
}

/** GET <base>/importTemplate of a generic resource. */
export function importTemplate(req: FastifyRequest, reply: FastifyReply, def: ResourceDef, deps: RepoDeps, ctx: CrudContext): Promise<FastifyReply> {
  return sendImportTemplate(req, reply, deps, ctx.user, { title: def.title, fileKey: def.key, columns: excelColumns(def) });
}

async function writeRows<R>(out: PassThrough, src: WorkbookExport<R>, first: IteratorResult<R[]>): Promise<number> {
  const book = new XlsxStream(out);
  book.addSheet(src.title, src.columns.map((c) => ({ header: c.label, width: c.width })));
  let count = 0;
  for (let chunk = first; !chunk.done; chunk = await src.rows.next()) {
    for (const record of chunk.value) {
      if (count >= EXCEL.maxRows) break;
      book.addRow(src.cells(record));
      count += 1;
    }
    await book.drained();
    // The download was cancelled, or the sheet is full: stop reading rows.
    if (book.closed || count >= EXCEL.maxRows) {
      await src.rows.return(undefined);
      if (book.closed) return count;
      break;
    }
  }
  await book.finish();
  return count;
}
