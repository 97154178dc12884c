/**
 * 1536 → '1.5 KB': a size as a reader takes it in (文件存储's and 文件管理's lists, a detail, an export's progress).
 * A no-break space keeps the figure and its unit on one line in a narrow cell.
 */
export function formatBytes(n: number | null): string {
  if (n === null) return '未知';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${i === 0 ? v : v.toFixed(1)}\u00a0${units[i]}`;
}

/** A stored byte count (a field declared `bytes`) as formatBytes reads it; nothing where there is none. */
export const sizeText = (v: unknown): string => (v === null || v === undefined || v === '' ? '' : formatBytes(Number(v)));
