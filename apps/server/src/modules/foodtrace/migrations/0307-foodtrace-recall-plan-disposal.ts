import type { Kysely } from 'kysely';

/**
 * What 食品召回管理办法 asks of a recall beyond finding the food: the recall plan reported to the market
 * regulator (Art. 13, within the start limit of the level) with the channel of the public notice, and how the
 * recalled food was disposed of (Art. 22: destroyed, made harmless, or — for a labelling fault only — remedied
 * and sold again), where, and who witnessed it. Recalls recorded before these columns have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = () => db.schema.alterTable('ft_recall');
  await t().addColumn('plan_reported_time', 'bigint').execute();
  await t().addColumn('plan_reported_to', 'varchar(100)').execute();
  await t().addColumn('notice_channel', 'varchar(200)').execute();
  await t().addColumn('disposal_method', 'varchar(20)').execute();
  await t().addColumn('disposal_time', 'bigint').execute();
  await t().addColumn('disposal_place', 'varchar(200)').execute();
  await t().addColumn('disposal_witness', 'varchar(100)').execute();
  await t().addColumn('disposal_remark', 'varchar(500)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
