import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * A streaming .xlsx writer (exceljs WorkbookWriter): rows are committed as they come and leave as zip data,
 * so memory stays flat whatever the row count. `drained()` waits while the destination is full, which is how
 * a slow download slows the reading of rows instead of piling them up.
 */
export interface SheetColumn { header: string; width: number }

export class XlsxStream {
  private readonly book: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet?: ExcelJS.Worksheet;

  constructor(private readonly out: Writable | { filename: string }) {
    this.book = new ExcelJS.stream.xlsx.WorkbookWriter({
      ...('filename' in out ? { filename: out.filename } : { stream: out }),
      useStyles: true,
      // Inline strings: the writer never has to hold a shared-string table in memory.
      useSharedStrings: false,
    });
  }

  /** Starts a sheet with a bold, frozen header row (the previous sheet is finished first). */
  addSheet(name: string, columns: SheetColumn[]): void {
    this.sheet?.commit();
    this.sheet = this.book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
    const header = this.sheet.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F5FF' } };
    header.commit();
  }

  addRow(values: unknown[]): void {
    this.sheet!.addRow(values).commit();
  }

  /** Resolves once the destination stream can take more (or is gone; then `closed` is true). */
  async drained(): Promise<void> {
    const out = this.out;
    if ('filename' in out || !out.writableNeedDrain || out.destroyed) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }

  get closed(): boolean {
    return !('filename' in this.out) && this.out.destroyed;
  }

  async finish(): Promise<void> {
    this.sheet?.commit();
    await this.book.commit();
  }
}

/** Excel's sheet-name rules: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';
}
