/**
 * GS1 identification keys (GS1 General Specifications §7.9: the mod-10 check digit). Products carry a GTIN
 * padded to 14 digits, as GS1 Digital Link requires for AI (01) (reference/TRACEABILITY.md §1.5).
 */

/** The check digit of a key's leading digits: weights 3,1,3,… from the right, then up to a multiple of ten. */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d+$/.test(digitsWithoutCheck)) throw new Error('GS1 keys contain digits only');
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = digitsWithoutCheck.charCodeAt(digitsWithoutCheck.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A 14-digit GTIN whose last digit is the right check digit. */
export function isValidGtin(gtin14: string): boolean {
  return /^\d{14}$/.test(gtin14) && gs1CheckDigit(gtin14.slice(0, 13)) === Number(gtin14[13]);
}

/** GTIN-8/12/13 → GTIN-14 with leading zeros (the check digit stays valid: zeros weigh nothing). */
export function padGtin14(gtin: string): string {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) throw new Error('GTIN must have 8, 12, 13 or 14 digits');
  return gtin.padStart(14, '0');
}

/** Completes 13 leading digits with their check digit. */
export function withCheckDigit(first13: string): string {
  if (!/^\d{13}$/.test(first13)) throw new Error('13 digits expected');
  return `${first13}${gs1CheckDigit(first13)}`;
}

/**
 * The serial of a GS1 Digital Link path (/01/<GTIN>[/10/<lot>]/21/<serial>, query ignored), or null for any
 * other path: the server answers such a path for a phone, and the public page reads the code from it.
 */
export function digitalLinkSerial(url: string): string | null {
  const m = /^\/01\/[^/?#]+\/(?:10\/[^/?#]+\/)?21\/([^/?#]+)\/?$/.exec(url.split('?')[0]);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]).trim() || null;
  } catch {
    return null;
  }
}
