import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { displayCell, type Cell } from './cell-values.ts';
import { XlsxStream } from './xlsx-stream.ts';

/**
 * The rows an import refused, with their row number and the reason, written as they are found to a temporary
 * .xlsx (one sheet per imported file). The layout is the imported one plus two columns, so the user can fix the
 * rows in this file and import it again as it is (the extra columns are ignored).
 */
export class FailureWorkbook {
  private stream?: XlsxStream;
  private readonly file: string;
  private width = 0;
  count = 0;

  constructor(tmpDir: string) {
    this.file = path.join(tmpDir, `${randomBytes(16).toString('hex')}.xlsx`);
  }

  /** Starts the sheet of one imported file (created on its first refused row). */
  private sheetOf?: { name: string; headers: string[] };
  private sheetStarted = false;

  beginFile(name: string, headers: string[]): void {
    this.sheetOf = { name, headers };
    this.sheetStarted = false;
  }

  add(rowNumber: number, cells: Cell[], reason: string): void {
    if (!this.stream) this.stream = new XlsxStream({ filename: this.file });
    if (!this.sheetStarted && this.sheetOf) {
      this.width = this.sheetOf.headers.length;
      this.stream.addSheet(this.sheetOf.name, [
        ...this.sheetOf.headers.map((h) => ({ header: h, width: Math.max(12, Math.min(40, h.length * 2 + 4)) })),
        { header: '原行号', width: 8 }, { header: '错误信息', width: 60 },
      ]);
      this.sheetStarted = true;
    }
    const row = Array.from({ length: this.width }, (_, i) => displayCell(cells[i] ?? null));
    this.stream.addRow([...row, rowNumber, reason]);
    this.count += 1;
  }

  /** The finished file's path, or undefined when no row was refused. */
  async finish(): Promise<string | undefined> {
    if (!this.stream) return undefined;
    await this.stream.finish();
    return this.file;
  }

  async discard(): Promise<void> {
    await fsp.rm(this.file, { force: true });
  }
}
