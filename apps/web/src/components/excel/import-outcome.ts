import { EXCEL, FOLLOW_UP, IMPORT_NOTE_SEPARATOR, type ApiResult, type ImportPartialResult } from '@foodtrace/contracts';
import { EXCEL_TEXT } from './texts';

/**
 * What the import dialog shows for an answer (spec §8): success → the message as a success (the dialog closes),
 * with what the server says after the counts (EXCEL.imported's note) as a warning of its own; code 201 → a warning
 * with the message, the counts and a link to the failure workbook (the dialog closes, the rows that passed are in);
 * failure → the server's message as a warning (the dialog stays).
 */
export type ImportOutcome =
  | { kind: 'success'; message: string; notice?: string }
  | { kind: 'partial'; title: string; detail: string; fileUrl: string; fileName: string }
  | { kind: 'failure'; message: string };

export function importOutcome(res: ApiResult<ImportPartialResult | null> | null | undefined, fileNames: string[]): ImportOutcome {
  if (!res || typeof res !== 'object') return { kind: 'failure', message: EXCEL_TEXT.uploadFailed };
  if (!res.success) return { kind: 'failure', message: res.message || EXCEL_TEXT.uploadFailed };
  if (res.code === EXCEL.partialCode && res.result?.fileUrl) {
    return { kind: 'partial', title: res.message, detail: res.result.msg, fileUrl: res.result.fileUrl, fileName: res.result.fileName };
  }
  const message = res.message || EXCEL_TEXT.uploaded(fileNames.join('、'));
  // the counts are the message's first number: the plain message of that many rows, then the notice
  const plain = EXCEL.imported(Number(/\d+/.exec(message)?.[0]));
  const notice = FOLLOW_UP.after(message, plain, IMPORT_NOTE_SEPARATOR);
  return notice ? { kind: 'success', message: plain, notice } : { kind: 'success', message };
}

/** spec §4 Other: accepted types .xls and .xlsx. */
export function isExcelFile(name: string): boolean {
  return (EXCEL.accept as readonly string[]).some((ext) => name.toLowerCase().endsWith(ext));
}

/** The list's parameters plus the chosen rows (spec §7.3: "Export xls sends the params plus selections"). */
export function exportParams(params: Record<string, unknown>, selections: ReadonlyArray<string | number | bigint>): Record<string, unknown> {
  const { pageNo: _p, pageSize: _s, ...rest } = params;
  return selections.length ? { ...rest, selections: selections.join(',') } : rest;
}
