/** 1536 → '1.5 KB'; sizes as a keeper reads them. */
export function formatBytes(n: number | null): string {
  if (n === null) return '未知';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

/** 93784 → '1 天 2 小时 3 分'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d && `${d} 天`, (d || h) && `${h} 小时`, `${m} 分`].filter(Boolean).join(' ');
}
