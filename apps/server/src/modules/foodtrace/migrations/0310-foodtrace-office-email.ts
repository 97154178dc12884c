import type { Kysely } from 'kysely';

/**
 * A related organisation's e-mail address: where a recall notice to a customer is sent (召回通知), beside the
 * phone that was the only way to reach one before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_relation_office').addColumn('email', 'varchar(100)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
