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
