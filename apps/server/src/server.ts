import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';

/** env → buildApp → listen; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const { app, generatedAdminPassword } = await buildApp(config);
  if (generatedAdminPassword) {
    const line = '='.repeat(64);
    // Printed once: the password exists nowhere else in clear.
    console.log(`\n${line}\n  已创建管理员账号 admin，初始密码（仅显示这一次）：${generatedAdminPassword}\n  请登录后在右上角“修改密码”中修改。\n${line}\n`);
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`食品溯源管理平台已启动: http://localhost:${config.port}  (数据库: ${config.db.kind})`);
}

main().catch((err) => {
  console.error('启动失败:', err instanceof Error ? err.message : err);
  process.exit(1);
});
