import { FT_DICT } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';

/**
 * Quantities are decimal(18,4). PostgreSQL and MariaDB compute on exact decimals; SQLite keeps doubles, so
 * every comparison in SQL allows half a unit of the fourth decimal, and values are rounded when read.
 */
export const QTY_EPSILON = 0.00005;

export function round4(n: number | string | null | undefined): number {
  return Math.round(Number(n ?? 0) * 10_000) / 10_000;
}

export function formatQty(n: number, unit: string): string {
  return `${round4(n)} ${unit}`;
}

/**
 * An amount as a message says it, `50 瓶`: the unit's text in the ft_unit dictionary, its code where it has none
 * (the codes are English words: `50 bottle` is no Chinese). For the messages that refuse an amount.
 */
export async function amountText(db: FtKysely, n: number | string, unit: string): Promise<string> {
  const item = await db.selectFrom('sysDictItem as i').innerJoin('sysDict as d', 'd.id', 'i.dictId').select('i.itemText')
    .where('d.dictCode', '=', FT_DICT.unit).where('d.delFlag', '=', 0).where('i.itemValue', '=', unit).executeTakeFirst();
  return `${round4(n)} ${item?.itemText ?? unit}`;
}
