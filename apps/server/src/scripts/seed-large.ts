import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedLarge } from '../modules/foodtrace/seed/large/large-seed.ts';

/**
 * `npm run seed:large`: one million trace codes (LARGE_CODES) with consumer scans (LARGE_SCANS) and the lots behind them into the database of
 * DATA_DIR / DATABASE_URL, for the benchmarks of DESIGN.md §8. The app is built once first (migrations, menus,
 * the demo plant). A few codes and lots are written to <DATA_DIR>/seed-large.json for the benchmark to use.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', LOG_LEVEL: 'warn' });
  const codes = Number(process.env.LARGE_CODES ?? 1_000_000);
  if (!Number.isInteger(codes) || codes < 1) throw new Error('LARGE_CODES 必须是正整数');
  // Consumer scans: two for every five codes by default, about a quarter of a million of them in the last 30 days.
  const scans = Number(process.env.LARGE_SCANS ?? Math.round(codes * 0.4));
  if (!Number.isInteger(scans) || scans < 0) throw new Error('LARGE_SCANS 必须是非负整数');
  const { app, ctx } = await buildApp(config);
  try {
    console.log(`写入 ${codes} 个追溯码（数据库: ${config.db.kind}）…`);
    const result = await seedLarge(ctx, codes, 10_000, scans);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(config.dataDir, 'seed-large.json'), JSON.stringify(result.sample, null, 2));
    console.log(`完成：${result.codes} 个追溯码、${result.lots} 个批次、${result.scans} 次扫码，用时 ${result.seconds.toFixed(1)} 秒`);
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error('seed:large 失败:', err instanceof Error ? err.message : err);
  process.exit(1);
});
