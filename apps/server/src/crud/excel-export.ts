import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { EXCEL, type ResourceDef } from '@foodtrace/contracts';
import { LOG_TYPE, writeLog } from '../platform/audit/audit.ts';
import type { DB } from '../platform/db/schema.ts';
import { formatInstant } from '../platform/db/time.ts';
import { BadRequestError } from '../platform/errors.ts';
import { attachmentHeader } from '../platform/excel/content-disposition.ts';
import { excelColumns, exportCells } from '../platform/excel/excel-columns.ts';
import { XlsxStream } from '../platform/excel/xlsx-stream.ts';
import type { CrudContext, RepoDeps, ResourceRepo } from './resource-repo.ts';

type Row = Record<string, unknown>;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

/**
 * GET <base>/exportXls: streams an .xlsx of the rows the list query selects (its filters, the tenant, the
 * user's data rules), chunk by chunk, to the response. The query is checked — and the first chunk read —
 * before any byte is sent, so a bad filter still answers the 400 envelope.
 */
export async function exportXls(req: FastifyRequest, reply: FastifyReply, def: ResourceDef, repo: ResourceRepo,
  deps: RepoDeps, ctx: CrudContext): Promise<FastifyReply> {
  const rows = repo.iterate(exportQuery(req.query as Record<string, unknown>), ctx);
  const first = await rows.next();
  const stamp = formatInstant(Date.now(), deps.timeZone)!.replace(/[-: ]/g, '').slice(0, 12);
  const out = new PassThrough();
  void writeRows(out, def, first, rows).then(async (count) => {
    await writeLog(deps.db as Kysely<DB>, {
      logType: LOG_TYPE.operation, content: `导出${def.title} ${count} 行`, userId: ctx.user.userId, username: ctx.user.username,
      ip: req.ip, method: 'GET', url: req.url.split('?')[0], param: req.query, operateType: 6,
    });
  }).catch((err: unknown) => {
    req.log.error({ err }, 'excel export failed');
    out.destroy(err as Error);
  });
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', attachmentHeader(`${def.title}_${stamp}.xlsx`, `${def.key}_${stamp}.xlsx`))
    .header('Cache-Control', 'no-store')
    .send(out);
}

async function writeRows(out: PassThrough, def: ResourceDef, first: IteratorResult<Row[]>, rows: AsyncGenerator<Row[]>): Promise<number> {
  const columns = excelColumns(def);
  const book = new XlsxStream(out);
  book.addSheet(def.title, columns.map((c) => ({ header: c.label, width: c.width })));
  let count = 0;
  for (let chunk = first; !chunk.done; chunk = await rows.next()) {
    for (const record of chunk.value) {
      if (count >= EXCEL.maxRows) break;
      book.addRow(exportCells(columns, record));
      count += 1;
    }
    await book.drained();
    // The download was cancelled, or the sheet is full: stop reading rows.
    if (book.closed || count >= EXCEL.maxRows) {
      await rows.return(undefined);
      if (book.closed) return count;
      break;
    }
  }
  await book.finish();
  return count;
}
