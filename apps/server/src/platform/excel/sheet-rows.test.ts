import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheetRows } from './sheet-rows.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-rows-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A workbook with the data on its first tab and a note on the second, as exceljs writes it. */
async function twoTabs(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet('导入');
  data.addRow(['职务编码', '职务名称', '入职日期']);
  data.addRow(['qa', '质检员', new Date(Date.UTC(2026, 10, 25))]);
  data.getCell('C2').numFmt = 'yyyy-mm-dd';
  book.addWorksheet('说明').addRow(['这一页不是数据']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(buf: Buffer): Promise<unknown[][]> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
  fs.writeFileSync(file, buf);
  const rows: unknown[][] = [];
  for await (const r of readSheetRows(file, 'xlsx', dir)) rows.push(r.cells);
  return rows;
}

const EXPECTED = [['职务编码', '职务名称', '入职日期'], ['qa', '质检员', new Date(Date.UTC(2026, 10, 25))]];

describe('reading an .xlsx', () => {
  it('reads the first tab, shared strings and dates resolved', async () => {
    expect(await rowsOf(await twoTabs())).toEqual(EXPECTED);
  });

  it('finds the parts by the archive directory, whatever order they are stored in', async () => {
    // The second tab's sheet stored first, and workbook.xml last (where exceljs puts it): a reader that takes
    // parts in stored order reads the wrong tab, or loses the last part.
    const zip = await JSZip.loadAsync(await twoTabs());
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
    const order = [...names].sort((a, b) => rank(a) - rank(b));
    const out = new JSZip();
    for (const n of order) out.file(n, await zip.file(n)!.async('nodebuffer'));
    // Some writers name the parts by absolute paths.
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    out.file('xl/_rels/workbook.xml.rels', rels.replace(/Target="worksheets\//g, 'Target="/xl/worksheets/'));
    const reordered = await out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(Object.keys((await JSZip.loadAsync(reordered)).files).filter((n) => n.endsWith('.xml')).slice(-1)).toEqual(['xl/workbook.xml']);
    expect(await rowsOf(reordered)).toEqual(EXPECTED);
  });

  it('reads a workbook another program wrote (SheetJS: inline strings, or a shared-string table)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(EXPECTED, { cellDates: true }), '导入');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['这一页不是数据']]), '说明');
    for (const bookSST of [false, true]) {
      expect(await rowsOf(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer)).toEqual(EXPECTED);
    }
  });

  it('refuses a damaged archive in words the user can act on', async () => {
    const buf = await twoTabs();
    await expect(rowsOf(buf.subarray(0, buf.length - 200))).rejects.toThrow('文件已损坏，无法读取：请用 Excel 打开后另存为 .xlsx 再导入');
  });

  it('reads many workbooks at once, every one whole', async () => {
    const buf = await twoTabs();
    const all = await Promise.all(Array.from({ length: 40 }, () => rowsOf(buf)));
    for (const rows of all) expect(rows).toEqual(EXPECTED);
  });
});

function rank(name: string): number {
  if (name === 'xl/workbook.xml') return 9;
  if (name === 'xl/worksheets/sheet2.xml') return 0;
  return 1;
}
