import { sql, type Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * CCP 纠偏 (contracts resources/foodtrace/ccp-correction.ts): the corrective actions, and on each run where it
 * stands (NONE, PENDING, CORRECTED) with its missed limits as recorded. Runs recorded before this had their
 * deviations on the step records only: they start PENDING with the text made from those steps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_ccp_correction')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('correction_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('process_id', ID, (c) => c.notNull())
    .addColumn('deviation', 'varchar(500)')
    .addColumn('corrected_time', 'bigint', (c) => c.notNull())
    .addColumn('cause', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(500)', (c) => c.notNull())
    .addColumn('product_action', 'varchar(20)', (c) => c.notNull())
    .addColumn('responsible', 'varchar(50)', (c) => c.notNull())
    .addColumn('verifier', 'varchar(50)')
    .addColumn('verify_result', 'varchar(200)')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await indexes(db, 'ft_ccp_correction', [['correction_no'], ['process_id', 'del_flag'], ['corrected_time'], ['create_time']]);

  await db.schema.alterTable('ft_process').addColumn('ccp_state', 'varchar(20)', (c) => c.notNull().defaultTo('NONE')).execute();
  await db.schema.alterTable('ft_process').addColumn('ccp_deviation', 'varchar(500)').execute();
  await indexes(db, 'ft_process', [['ccp_state', 'del_flag']]);

  const steps = await sql<{ process_id: string; step_name: string; remark: string | null }>`
    select process_id, step_name, remark from ft_process_step_record
    where is_ccp = 1 and result = 'DEVIATION' and del_flag = 0 order by process_id, seq`.execute(db);
  const byRun = new Map<string, string[]>();
  for (const s of steps.rows) byRun.set(s.process_id, [...(byRun.get(s.process_id) ?? []), s.remark ? `${s.step_name}：${s.remark}` : s.step_name]);
  for (const [id, texts] of byRun) {
    await sql`update ft_process set ccp_state = 'PENDING', ccp_deviation = ${texts.join('；').slice(0, 500)} where id = ${id}`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
