import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD } from '@foodtrace/contracts';

/**
 * The extension allow-list checked against the content (DESIGN.md §5 rule 7): a file is stored only when its
 * magic bytes say what its extension says. Text formats have no magic bytes: they must be valid UTF-8 without
 * NUL. SVG and HTML are not accepted at all (reference/JEECG.md §5 #34: script on our origin).
 */
type Expected = readonly string[] | 'text';

const EXPECTED: Record<(typeof UPLOAD.allowedExts)[number], Expected> = {
  png: ['png'], jpg: ['jpg'], jpeg: ['jpg'], gif: ['gif'], webp: ['webp'], bmp: ['bmp'],
  pdf: ['pdf'],
  // Legacy Office files are Compound File Binary containers; OOXML files are zips that file-type usually
  // recognises by their parts, and reports as a plain zip when the parts come in an unusual order.
  doc: ['cfb'], xls: ['cfb'], ppt: ['cfb'],
  docx: ['docx', 'zip'], xlsx: ['xlsx', 'zip'], pptx: ['pptx', 'zip'],
  txt: 'text', csv: 'text', md: 'text',
  zip: ['zip'], rar: ['rar'], '7z': ['7z'],
  mp3: ['mp3'], mp4: ['mp4', 'm4v'],
};

const MIME: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
  pdf: 'application/pdf', doc: 'application/msword', xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', md: 'text/markdown; charset=utf-8',
  zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed',
  mp3: 'audio/mpeg', mp4: 'video/mp4',
};

export function isAllowedExtension(ext: string): ext is keyof typeof EXPECTED {
  return Object.hasOwn(EXPECTED, ext);
}

/** The Content-Type a stored file is served with; unknown extensions are opaque bytes. */
export function mimeOf(ext: string): string {
  return Object.hasOwn(MIME, ext) ? MIME[ext] : 'application/octet-stream';
}

/** Only these are shown inline when opened directly; everything else is a download (DESIGN.md §5 rule 7). */
export function isInlineImage(ext: string): boolean {
  return (UPLOAD.inlineImageExts as readonly string[]).includes(ext);
}

async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** True when the file's content is what its (allowed) extension claims. */
export async function contentMatchesExtension(file: string, ext: string): Promise<boolean> {
  if (!isAllowedExtension(ext)) return false;
  const expected = EXPECTED[ext];
  const detected = await fileTypeFromFile(file);
  if (expected === 'text') return detected === undefined && isUtf8Text(file);
  return detected !== undefined && expected.includes(detected.ext);
}
