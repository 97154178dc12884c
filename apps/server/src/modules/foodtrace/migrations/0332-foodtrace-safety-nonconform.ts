import type { Kysely } from 'kysely';

/**
 * 食品安全自查's 不符合项目 (contracts resources/foodtrace/safety-check.ts): which items of the 风险管控清单 a check found
 * wanting, comma-separated, what 风险项统计 counts. Records kept before name none (their 发现的问题 says it in words).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_safety_check').addColumn('non_conform_items', 'varchar(300)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
