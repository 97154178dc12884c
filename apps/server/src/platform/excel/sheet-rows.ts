import fsp from 'node:fs/promises';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { plainCell, type Cell } from './cell-values.ts';
import { SharedStringStore } from './shared-strings.ts';

/** One row of the first worksheet: its 1-based number and its cells from column A on. */
export interface SheetRow { rowNumber: number; cells: Cell[] }

/**
 * The rows of a workbook's first sheet, one at a time. .xlsx is read by exceljs's streaming reader with the
 * shared-string table on disk, so memory does not grow with the file. Legacy .xls is a binary format that
 * SheetJS reads whole; callers cap its size.
 */
export function readSheetRows(file: string, kind: 'xlsx' | 'xls', tmpDir: string): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? readXlsx(file, tmpDir) : readXls(file);
}

/** A shared-string entry as exceljs gives it: plain text or rich-text runs. */
function sstText(text: unknown): string {
  if (text && typeof text === 'object' && Array.isArray((text as { richText?: unknown }).richText)) {
    return ((text as { richText: Array<{ text?: string }> }).richText).map((r) => r.text ?? '').join('');
  }
  return typeof text === 'string' ? text : '';
}

async function* readXlsx(file: string, tmpDir: string): AsyncGenerator<SheetRow> {
  // Shared strings are emitted (not cached) into a disk-backed store; exceljs then defers every worksheet to
  // a temporary file until the whole table has been read, so cells can always be resolved.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit', sharedStrings: 'emit', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore',
  });
  const strings = new SharedStringStore(tmpDir);
  const resolve = (v: unknown): Cell => {
    if (v && typeof v === 'object' && 'sharedString' in v) return plainCell(strings.get((v as { sharedString: number }).sharedString) ?? null);
    return plainCell(v);
  };
  try {
    for await (const item of reader.parse() as unknown as AsyncIterable<Record<string, unknown>>) {
      // exceljs yields shared strings as bare { index, text } items (and names them 'shared-strings' elsewhere).
      if (typeof item.index === 'number' && 'text' in item) {
        strings.add(item.index, sstText(item.text));
      } else if (item.eventType === 'shared-strings') {
        const v = item.value as { index: number; text: unknown };
        strings.add(v.index, sstText(v.text));
      } else if (item.eventType === 'worksheet') {
        for await (const row of item.value as AsyncIterable<ExcelJS.Row>) {
          yield { rowNumber: row.number, cells: (row.values as unknown[]).slice(1).map(resolve) };
        }
        return; // the first sheet only
      }
    }
  } finally {
    strings.close();
  }
}

/** A SheetJS cell → a plain cell; date serials become the wall time they show (no zone involved). */
function xlsCell(cell: XLSX.CellObject | undefined): Cell {
  if (!cell || cell.v === undefined || cell.t === 'e' || cell.t === 'z') return null;
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    const d = XLSX.SSF.parse_date_code(cell.v as number);
    return new Date(Date.UTC(d.y, d.m - 1, d.d, d.H, d.M, Math.round(d.S)));
  }
  return plainCell(cell.v);
}

async function* readXls(file: string): AsyncGenerator<SheetRow> {
  const book = XLSX.read(await fsp.readFile(file), { type: 'buffer', dense: true, cellDates: false, cellFormula: false, cellHTML: false });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet?.['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const data = (sheet as unknown as { '!data'?: Array<Array<XLSX.CellObject | undefined> | undefined> })['!data'] ?? [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = data[r] ?? [];
    const cells: Cell[] = [];
    for (let c = 0; c <= range.e.c; c++) cells.push(xlsCell(row[c]));
    yield { rowNumber: r + 1, cells };
  }
}
