import fsp from 'node:fs/promises';
import { TRANSIT_TEMP, TRANSIT_TEXT } from '@foodtrace/contracts';
import { parseWireTime } from '../../../platform/db/time.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { typedTime, wallDate, wallDateTime, type Cell } from '../../../platform/excel/cell-values.ts';
import { readSheetRows, type SheetRow } from '../../../platform/excel/sheet-rows.ts';
import { contentMatchesExtension } from '../../../platform/storage/file-types.ts';
import { extensionOf } from '../../../platform/storage/stored-path.ts';

/** A reading as the file gives it; `at` is null when its time could not be read. */
export interface FileReading { probe: string; at: number; celsius: number }

export interface TransitFile { readings: FileReading[]; skipped: number }

/**
 * The readings of a temperature logger's export: a CSV (UTF-8, or GBK as Chinese logger software writes it) or a
 * workbook. Loggers put a few lines about the device before the table, so the header is the first of the first
 * 30 rows that names a time column (记录时间, 日期时间, or 日期 and 时间 apart, Time …) and one or more temperature
 * columns (温度, 温度1(℃), T1, Temperature …; 湿度 is not one). Each temperature column is a probe. A row whose time
 * or temperatures cannot be read is skipped and counted, such as the device's summary lines under the table.
 */
export async function readTransitFile(fileName: string, path: string, tz: string, tmpDir: string): Promise<TransitFile> {
  const ext = extensionOf(fileName);
  if ((ext !== 'csv' && ext !== 'xlsx' && ext !== 'xls') || (ext !== 'csv' && !(await contentMatchesExtension(path, ext)))) {
    throw new BusinessError(TRANSIT_TEXT.badType(fileName));
  }
  const rows = ext === 'csv' ? csvRows(await fsp.readFile(path)) : readSheetRows(path, ext, tmpDir);
  let columns: Columns | null = null;
  const out: TransitFile = { readings: [], skipped: 0 };
  for await (const { rowNumber, cells } of rows) {
    if (cells.every((c) => c === null)) continue;
    if (!columns) {
      columns = headerColumns(cells);
      if (!columns && rowNumber >= 30) break;
      continue;
    }
    const at = rowTime(cells, columns, tz);
    const readings = at === null ? [] : columns.probes.flatMap(({ index, probe }) => {
      const celsius = celsiusOf(cells[index]);
      return celsius === null ? [] : [{ probe, at, celsius }];
    });
    if (!readings.length) out.skipped += 1;
    out.readings.push(...readings);
  }
  if (!columns) throw new BusinessError(TRANSIT_TEXT.noColumns(fileName));
  if (!out.readings.length) throw new BusinessError(TRANSIT_TEXT.noReadings(fileName));
  return out;
}

interface Columns { time: number; date?: number; probes: Array<{ index: number; probe: string }> }

const TIME = /时间|time|timestamp/i;
const DATE = /日期|date/i;
const TEMPERATURE = /温度|temp|℃|°c|^t\d{0,2}$/i;
const NOT_TEMPERATURE = /湿度|humid|rh|时间|time|日期|date|报警|alarm|状态/i;

function headerColumns(cells: Cell[]): Columns | null {
  const names = cells.map((c) => (typeof c === 'string' ? c.trim() : ''));
  const both = names.findIndex((n) => TIME.test(n) && DATE.test(n));
  const time = both >= 0 ? both : names.findIndex((n) => TIME.test(n));
  const date = both >= 0 ? -1 : names.findIndex((n) => DATE.test(n));
  const probes = names.flatMap((n, index) => (TEMPERATURE.test(n) && !NOT_TEMPERATURE.test(n) ? [index] : []));
  if ((time < 0 && date < 0) || !probes.length) return null;
  const label = (n: string) => n.replace(/[（(]\s*(℃|°c|c)\s*[)）]|℃|°c/gi, '').trim().slice(0, 20);
  return {
    // a lone 日期 column that holds the whole time (2026-12-03 14:20) is the time column
    time: time >= 0 ? time : date,
    date: time >= 0 && date >= 0 ? date : undefined,
    probes: probes.map((index) => ({ index, probe: probes.length === 1 ? TRANSIT_TEMP.defaultProbe : label(names[index]) || `T${index + 1}` })),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day: a Date (Excel keeps it on 1899-12-30), a fraction of a day, or text such as 14:20 or 14:20:05. */
function timeOfDay(cell: Cell): string | null {
  if (cell instanceof Date) return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}:${pad(cell.getUTCSeconds())}`;
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const s = Math.round(cell * 86_400);
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  }
  const m = typeof cell === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cell.trim()) : null;
  return m ? `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}` : null;
}

/** An Excel date serial (days since 1899-12-30, the fraction the time of day) as a Date of that wall time. */
const EXCEL_EPOCH_DAYS = 25_569;
const serialDate = (cell: Cell): Cell => (typeof cell === 'number' && cell > EXCEL_EPOCH_DAYS - 36_500 ? new Date(Math.round((cell - EXCEL_EPOCH_DAYS) * 86_400) * 1000) : cell);

function rowTime(cells: Cell[], c: Columns, tz: string): number | null {
  let text: string | null;
  if (c.date !== undefined) {
    // a workbook whose cells lost their date format holds the serial number
    const day = serialDate(cells[c.date]);
    const dayText = day instanceof Date ? wallDate(day) : typeof day === 'string' ? typedTime(day, false) : null;
    const clock = timeOfDay(cells[c.time]);
    text = dayText && clock ? `${dayText} ${clock}` : null;
  } else {
    const cell = serialDate(cells[c.time]);
    text = cell instanceof Date ? wallDateTime(cell) : typeof cell === 'string' ? typedTime(cell.replace(/\.\d+$/, ''), true) : null;
  }
  return text ? parseWireTime(text, tz) : null;
}

function celsiusOf(cell: Cell): number | null {
  const n = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell.replace(/\s*(℃|°c|c)$/i, '').trim()) : Number.NaN;
  // a logger writes -- or blank for a probe it could not read; a value no food is kept at is a misread too
  return typeof cell === 'string' && cell.trim() === '' ? null : Number.isFinite(n) && n >= -60 && n <= 100 ? Math.round(n * 100) / 100 : null;
}

/** Text of a CSV: UTF-8 when it decodes as such (a BOM dropped), otherwise GB18030, the superset of GBK. */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The rows of a CSV with `,`, `;` or tab between fields (the header line decides) and "quoted" fields. */
async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const lines = csvText(bytes).split(/\r\n|\n|\r/);
  const sample = lines.slice(0, 30).join('\n');
  const delimiter = [',', ';', '\t'].map((d) => [d, sample.split(d).length] as const).sort((a, b) => b[1] - a[1])[0][0];
  for (const [i, line] of lines.entries()) yield { rowNumber: i + 1, cells: csvFields(line, delimiter).map((f) => (f.trim() === '' ? null : f.trim())) };
}

function csvFields(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i += 1; } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) { out.push(field); field = ''; } else field += ch;
  }
  out.push(field);
  return out;
}
