import { randomBytes } from 'node:crypto';

/**
 * 32-character ids (the width of JeecgBoot's varchar(32) keys): 12 hex digits of milliseconds then 20 random
 * hex digits, so new rows land at the end of the primary-key index instead of all over it.
 */
export function newId(): string {
  return Date.now().toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
}
