import { createHash, randomFillSync } from 'node:crypto';

// Random bytes drawn 5 KB at a time: one call to the system's generator per 512 ids instead of one per id
// (ids are written on every scan of the public page).
const pool = Buffer.alloc(10 * 512);
let offset = pool.length;

/**
 * 32-character ids (the width of JeecgBoot's varchar(32) keys): 12 hex digits of milliseconds then 20 random
 * hex digits, so new rows land at the end of the primary-key index instead of all over it.
 */
export function newId(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const random = pool.toString('hex', offset, offset + 10);
  offset += 10;
  return Date.now().toString(16).padStart(12, '0') + random;
}

/**
 * The id a seeded row always has (a dictionary, its item, a button, a data rule): the same on every installation,
 * so a later migration finds or adds the row the seed would have.
 */
export function stableId(kind: string, key: string): string {
  return createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 32);
}
