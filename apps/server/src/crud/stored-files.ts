import type { FieldDef } from '@foodtrace/contracts';
import { BusinessError } from '../platform/errors.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { checkStoredPath } from '../platform/storage/stored-path.ts';

type Row = Record<string, unknown>;

/**
 * A stored-file field (FieldDef.format 'filePath': a product photo, a certificate, a report) names files that
 * are really in storage; a path typed or imported that names none is refused, so no record shows a broken
 * picture on the public page or a report link that opens nothing. On an edit only the paths the record did not
 * already hold are looked at: a file gone missing later does not stop the record's other fields being edited.
 */
export async function assertStoredFiles(storage: Pick<FileStorage, 'stat'>, fields: Record<string, FieldDef>, input: Row,
  existing?: Row): Promise<void> {
  for (const [name, f] of Object.entries(fields)) {
    const value = input[name];
    if (f.format !== 'filePath' || typeof value !== 'string' || !value) continue;
    const held = new Set(typeof existing?.[name] === 'string' ? (existing[name] as string).split(',') : []);
    for (const storedPath of value.split(',')) {
      if (held.has(storedPath)) continue;
      if (!checkStoredPath(storedPath) || !(await storage.stat(storedPath))) throw new BusinessError(`${f.label}不存在，请重新上传`);
    }
  }
}
