import { sql, type Kysely } from 'kysely';
import { FT_DICT, TRANSIT_STATE, TRANSIT_STATE_ITEMS } from '@foodtrace/contracts';
import { stableId } from '../../../platform/db/ids.ts';

const text = (state: string) => TRANSIT_STATE_ITEMS.find(([value]) => value === state)![1];

/**
 * 在途温度 tells an excursion still waiting for its 评估结论 (超温待评估, the quality department's worklist) from one
 * decided (超温已评估): the dictionary gains the second, after the first, which is renamed unless an administrator
 * already renamed it; the trips whose latest import a 评估结论 followed (0327) are marked reviewed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dict = (await sql<{ id: string }>`SELECT id FROM sys_dict WHERE dict_code = ${FT_DICT.transitState}`.execute(db)).rows[0];
  if (dict) {
    const items = (await sql<{ item_value: string; item_text: string; sort_order: number | null }>`SELECT item_value, item_text, sort_order FROM sys_dict_item WHERE dict_id = ${dict.id}`.execute(db)).rows;
    const excursion = items.find((i) => i.item_value === TRANSIT_STATE.excursion);
    if (excursion?.item_text === '超温') {
      await sql`UPDATE sys_dict_item SET item_text = ${text(TRANSIT_STATE.excursion)} WHERE dict_id = ${dict.id} AND item_value = ${TRANSIT_STATE.excursion}`.execute(db);
    }
    if (!items.some((i) => i.item_value === TRANSIT_STATE.reviewed)) {
      const after = Number(excursion?.sort_order ?? items.length);
      await sql`UPDATE sys_dict_item SET sort_order = sort_order + 1 WHERE dict_id = ${dict.id} AND sort_order > ${after}`.execute(db);
      await sql`INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, description, sort_order, status, create_by, create_time, update_by, update_time)
        VALUES (${stableId('dict-item', `${FT_DICT.transitState}:${TRANSIT_STATE.reviewed}`)}, ${dict.id}, ${text(TRANSIT_STATE.reviewed)}, ${TRANSIT_STATE.reviewed},
        NULL, ${after + 1}, 1, 'system', ${Date.now()}, NULL, NULL)`.execute(db);
    }
  }
  for (const table of ['ft_shipment', 'ft_crude_putin']) {
    const t = sql.table(table);
    await sql`UPDATE ${t} SET transit_state = ${TRANSIT_STATE.reviewed} WHERE transit_state = ${TRANSIT_STATE.excursion} AND EXISTS (
      SELECT 1 FROM ft_trip_review r WHERE r.trip_id = ${sql.ref(`${table}.id`)} AND r.del_flag = 0 AND r.reviewed_through >= (
        SELECT MAX(x.create_time) FROM ft_trip_reading x WHERE x.trip_id = ${sql.ref(`${table}.id`)} AND x.del_flag = 0))`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
