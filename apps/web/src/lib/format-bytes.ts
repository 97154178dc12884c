/** 1536 → '1.5 KB': a size as a reader takes it in (系统监控's figures, 文件存储's list, an export's progress). */
export function formatBytes(n: number | null): string {
  if (n === null) return '未知';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}
