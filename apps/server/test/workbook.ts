import ExcelJS from 'exceljs';

/** An .xlsx of these rows (the first is the header), as a user would upload it (tests only). */
export async function xlsx(rows: unknown[][], sheetName = '导入'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of a workbook's first sheet, cells as exceljs reads them. */
export async function readBook(buf: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as never);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
