import { PASSWORD_RULE, passwordClasses } from '@foodtrace/contracts';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt (DESIGN.md §5 rule 5). Stored as `scrypt$N$r$p$salt$hash`, so parameters can rise later. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LEN = 64;

function scrypt(password: string, salt: Buffer, keyLen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keyLen, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Stored for an account that has no password yet (an imported user): no password matches it, and checking
 * one costs the same time as a real hash, so a login attempt does not tell such an account apart.
 */
export const NO_PASSWORD = 'none';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, keyB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !keyB64) {
    await verifyPassword(password, DUMMY_HASH);
    return false;
  }
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N: +n, r: +r, p: +p });
  return timingSafeEqual(key, expected);
}

/** Compared against when the user does not exist, so an unknown name costs the same time as a wrong password. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

/**
 * A readable random password for the first administrator (printed once): letters of both cases and digits, drawn
 * again in the rare case (about one in eleven) that a kind is missing, so it meets the rule for a new password.
 */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  for (;;) {
    const password = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
    if (passwordClasses(password) >= PASSWORD_RULE.classes) return password;
  }
}
