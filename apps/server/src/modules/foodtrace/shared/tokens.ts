import { randomBytes } from 'node:crypto';
import { TRACE_CODE } from '@foodtrace/contracts';

/**
 * Random Crockford base32 text from the CSPRNG (node:crypto). Each character takes 5 bits of its own byte
 * (256 is a multiple of 32, so the characters are uniform); 12 characters carry 60 bits (TRACEABILITY.md §4.4).
 */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += TRACE_CODE.alphabet[bytes[i] & 31];
  return out;
}
