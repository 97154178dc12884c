import type { FtKysely } from '../schema.ts';

/**
 * 本单位: the company that made a product (its producerId), else the first one registered — the public page's
 * producer, the site of an EPCIS export, whom a customer answers about a recall.
 */
export function ownOffice(db: FtKysely, producerId?: string | null) {
  let q = db.selectFrom('ftSelfOffice').selectAll().where('delFlag', '=', 0);
  q = producerId ? q.where('id', '=', producerId) : q.orderBy('createTime').limit(1);
  return q.executeTakeFirst();
}
