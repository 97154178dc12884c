import fsp from 'node:fs/promises';
import { EXCEL } from '@foodtrace/contracts';
import { BusinessError } from '../errors.ts';
import { displayCell, type Cell } from './cell-values.ts';
import { headerMap, type ExcelColumn } from './excel-columns.ts';
import type { FailureWorkbook } from './failure-workbook.ts';
import type { Converted } from './row-converter.ts';
import { readSheetRows } from './sheet-rows.ts';

type Row = Record<string, unknown>;

export interface ImportFile { fileName: string; path: string; kind: 'xlsx' | 'xls' }

/** One worksheet row → the input of a write, or why the row is refused. */
export interface RowReader { convert(cells: Cell[]): Promise<Converted> }

export interface ImportCounts { total: number; success: number; failed: number }

export interface ImportRun {
  columns: ExcelColumn[];
  /** Reads the rows of a sheet whose header row gave these columns. */
  converter: (columns: Map<number, ExcelColumn>) => RowReader;
  /** Writes a batch; answers per input null (written) or why it was refused (repository addBatch). */
  write: (inputs: Row[]) => Promise<Array<string | null>>;
  failures: FailureWorkbook;
  /** Where the reader keeps its temporary files (the shared-string table). */
  tmpDir: string;
  batchSize?: number;
  maxRows?: number;
}

const isEmpty = (cells: Cell[]) => cells.every((c) => c === null);

/**
 * Streams the rows of each file through conversion, validation and batched writes. Refused rows go to the
 * failure workbook as they are found, so nothing grows with the file but the counters (DESIGN.md §8).
 */
export async function runImport(files: ImportFile[], run: ImportRun): Promise<ImportCounts> {
  const counts: ImportCounts = { total: 0, success: 0, failed: 0 };
  for (const file of files) await importFile(file, run, counts);
  return counts;
}

async function importFile(file: ImportFile, run: ImportRun, counts: ImportCounts): Promise<void> {
  if (file.kind === 'xls' && (await fsp.stat(file.path)).size > EXCEL.xlsMaxBytes) {
    throw new BusinessError(`${file.fileName}：.xls 文件不能超过 ${EXCEL.xlsMaxBytes / 1024 / 1024}MB，请另存为 .xlsx 后再导入`);
  }
  const batchSize = run.batchSize ?? EXCEL.batchSize;
  const maxRows = run.maxRows ?? EXCEL.maxRows;
  let converter: RowReader | undefined;
  // One batch of rows, refused ones included, so the failure workbook lists them in row order.
  let batch: Array<{ rowNumber: number; cells: Cell[]; input?: Row; error?: string }> = [];
  let valid = 0;
  let rowsInFile = 0;

  const flush = async () => {
    const writing = batch.filter((b) => b.input);
    const results = writing.length ? await run.write(writing.map((b) => b.input!)) : [];
    writing.forEach((b, i) => { b.error = results[i] ?? undefined; });
    for (const b of batch) {
      if (b.error) {
        run.failures.add(b.rowNumber, b.cells, b.error);
        counts.failed += 1;
      } else {
        counts.success += 1;
      }
    }
    batch = [];
    valid = 0;
  };

  for await (const { rowNumber, cells } of readSheetRows(file.path, file.kind, run.tmpDir)) {
    if (isEmpty(cells)) continue;
    if (!converter) {
      const columns = headerMap(run.columns, cells);
      if (![...columns.values()].some((c) => c.importable)) {
        const names = run.columns.filter((c) => c.importable).slice(0, 3).map((c) => c.label).join('、');
        throw new BusinessError(`${file.fileName}：未识别到表头，第一行应为字段名称（如：${names}）`);
      }
      converter = run.converter(columns);
      run.failures.beginFile(file.fileName, cells.map((c) => String(displayCell(c) ?? '')));
      continue;
    }
    rowsInFile += 1;
    counts.total += 1;
    if (rowsInFile > maxRows) throw new BusinessError(`${file.fileName}：一个文件最多导入 ${maxRows} 行`);
    const converted = await converter.convert(cells);
    batch.push({ rowNumber, cells, ...converted });
    if ('input' in converted) valid += 1;
    // Refused rows count towards the limit too, so a file of bad rows cannot grow the batch without end.
    if (valid >= batchSize || batch.length >= batchSize * 4) await flush();
  }
  await flush();
}
