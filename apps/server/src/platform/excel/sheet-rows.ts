import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import unzipper from 'unzipper';
import { BusinessError } from '../errors.ts';
import { plainCell, type Cell } from './cell-values.ts';
import { SharedStringStore } from './shared-strings.ts';

/** One row of the first worksheet: its 1-based number and its cells from column A on. */
export interface SheetRow { rowNumber: number; cells: Cell[] }

/**
 * The rows of a workbook's first sheet, one at a time. .xlsx is read part by part from the archive, its sheet by
 * exceljs's streaming worksheet reader and its shared-string table into a file, so memory does not grow with the
 * file. Legacy .xls is a binary format that SheetJS reads whole; callers cap its size.
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

/**
 * The parts of exceljs's streaming WorkbookReader that read one archive entry each. Its own `parse()` reads the
 * archive in one streaming pass, and that pass can end before its last entry has been read (unzipper reports
 * the end once the input is consumed; exceljs#3064). exceljs writes xl/workbook.xml last, so re-importing a
 * workbook it wrote (our templates and exports) failed now and then with a TypeError, a 500 — most often on a
 * busy server. The entries are therefore found through the archive's central directory, and read in the order
 * they are needed, each as its own stream.
 */
interface ReaderParts {
  model?: { sheets?: Array<{ rId: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: unknown }>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/** The archive path of the workbook's first sheet (the first tab), from workbook.xml and its relationships. */
function firstSheetPath(parts: ReaderParts): string | undefined {
  const rId = parts.model?.sheets?.[0]?.rId;
  const target = parts.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

async function* readXlsx(file: string, tmpDir: string): AsyncGenerator<SheetRow> {
  // A damaged archive (cut short, its directory missing) is the user's file to fix, not a fault of ours.
  const zip = await unzipper.Open.file(file).catch(() => {
    throw new BusinessError('文件已损坏，无法读取：请用 Excel 打开后另存为 .xlsx 再导入');
  });
  const entry = (name: string) => zip.files.find((f) => f.path === name);
  // Shared strings are emitted (not cached) into a disk-backed store, so memory does not grow with the table.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit', sharedStrings: 'emit', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore',
  });
  const parts = reader as unknown as ReaderParts;
  const strings = new SharedStringStore(tmpDir);
  const resolve = (v: unknown): Cell => {
    if (v && typeof v === 'object' && 'sharedString' in v) return plainCell(strings.get((v as { sharedString: number }).sharedString) ?? null);
    return plainCell(v);
  };
  try {
    const rels = entry('xl/_rels/workbook.xml.rels');
    const book = entry('xl/workbook.xml');
    if (!rels || !book) return;
    await parts._parseRels(rels.stream());
    await parts._parseWorkbook(book.stream());
    const shared = entry('xl/sharedStrings.xml');
    if (shared) for await (const item of parts._parseSharedStrings(shared.stream())) strings.add(item.index, sstText(item.text));
    // Styles tell a date from a number.
    const styles = entry('xl/styles.xml');
    if (styles) await parts._parseStyles(styles.stream());
    const path = firstSheetPath(parts);
    const sheet = path ? entry(path) : undefined;
    if (!sheet) return;
    for (const item of parts._parseWorksheet(sheet.stream(), /sheet(\d+)\.xml$/.exec(path!)?.[1] ?? '1')) {
      for await (const row of item.value) {
        yield { rowNumber: row.number, cells: (row.values as unknown[]).slice(1).map(resolve) };
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
