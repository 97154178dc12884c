/**
 * Uploads, stored files and Excel import/export: the limits and names both sides read (spec §3 Uploaded file
 * value, §4 Upload, §7.3, §9 Widgets; DESIGN.md §5 rule 7).
 */
import { FOLLOW_UP } from './messages.ts';
export const UPLOAD = {
  /** POST multipart, field `file` (spec §7.3). */
  path: '/sys/common/upload',
  /** Stored files are served below this path (DESIGN.md §4 Uploads). */
  staticPath: '/sys/common/static',
  field: 'file',
  /** spec §9: upload folder default 'temp'. */
  defaultFolder: 'temp',
  /** Default size limit (JeecgBoot's 10 MB); the server's UPLOAD_MAX_SIZE may change it. */
  maxBytes: 10 * 1024 * 1024,
  /** `biz` values a client may upload into (DESIGN.md §5 rule 7: from an allow-list, never a path). */
  folders: ['temp', 'avatar', 'food', 'file', 'ad', 'report', 'editor'],
  /**
   * Folders whose files are meant to be shown with a plain <img> or link — on the public trace and ad pages,
   * inside rich text, as the header avatar — and are therefore served without a session. Every other folder
   * needs the X-Access-Token header (the web fetches those as blobs). Names are random either way.
   */
  publicFolders: ['avatar', 'food', 'ad', 'report', 'editor'],
  /** Where the rich-text and markdown editors put their images (spec §7.3 `jeditor`). */
  editorFolder: 'editor',
  /** Where the server writes Excel import failure workbooks (never a client's `biz`). */
  excelFolder: 'excel',
  /** Raster images a browser shows and that are safe to serve inline (never SVG or HTML). */
  inlineImageExts: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  /** What the image uploaders accept (spec §5: image-only uploaders). */
  imageExts: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'],
  /** Every extension the server stores; each is checked against the file's content. */
  allowedExts: [
    'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp',
    'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx',
    'txt', 'csv', 'md',
    'zip', 'rar', '7z',
    'mp3', 'mp4',
  ],
} as const;

export type UploadFolder = (typeof UPLOAD.folders)[number];

/** What parts an import's counts from its note (EXCEL.imported). */
export const IMPORT_NOTE_SEPARATOR = '。';

/** Import and export of every generic resource (spec §2.7, §4 Other, §7.3, §8). */
export const EXCEL = {
  /** spec §4 Other: accepted types. */
  accept: ['.xls', '.xlsx'],
  /** Multipart field of the import (spec §7.3 `files[]`, one per file). */
  field: 'files[]',
  /** Streaming .xlsx import: the file is read row by row, so only the upload itself is bounded. */
  xlsxMaxBytes: 200 * 1024 * 1024,
  /** Legacy .xls is read whole by SheetJS: kept small so memory stays bounded. */
  xlsMaxBytes: 10 * 1024 * 1024,
  /** Files per import call. */
  maxFiles: 5,
  /** Excel's own sheet limit (1,048,576 rows) less the header row. */
  maxRows: 1_048_575,
  /** Rows validated and written together. */
  batchSize: 500,
  /** Answer code of a partly failed import (reference/JEECG.md §1.7). */
  partialCode: 201,
  /**
   * Imports and exports of many rows take longer than the 9000 ms of ordinary calls (spec §7); these calls
   * wait this long instead, and show progress meanwhile (DESIGN.md §6).
   */
  timeoutMs: 30 * 60_000,
  /** The message of an import whose every row went in; what the rows still need follows after a 。 (ImportPlan.note). */
  imported: (rows: number, note?: string) => FOLLOW_UP.join(`文件导入成功！数据行数：${rows}`, note, IMPORT_NOTE_SEPARATOR),
} as const;

/** What a partly failed import answers in `result` (JeecgBoot ImportExcelUtil.imporReturnRes). */
export interface ImportPartialResult {
  msg: string;
  /** The failure workbook: `/sys/common/static/excel/…`, below the API base. */
  fileUrl: string;
  fileName: string;
  totalCount: number;
  successCount: number;
  errorCount: number;
}

/** Whether a stored file is served without a session: its folder (the first segment) is one of UPLOAD.publicFolders. */
export function isPublicStoredPath(storedPath: string): boolean {
  return (UPLOAD.publicFolders as readonly string[]).includes(storedPath.replace(/^\/+/, '').split('/')[0]);
}
