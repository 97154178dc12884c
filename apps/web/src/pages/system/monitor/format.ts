/** 93784 → '1 天 2 小时 3 分'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d && `${d} 天`, (d || h) && `${h} 小时`, `${m} 分`].filter(Boolean).join(' ');
}
