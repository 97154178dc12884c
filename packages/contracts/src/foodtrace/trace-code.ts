import { digitalLinkSerial } from '../gs1.ts';
import { CODE_LEVEL } from './codes.ts';

/**
 * Trace codes (一物一码, DOMAIN.md §3; TRACEABILITY.md §4.4): random tokens of Crockford base32, 12 characters
 * = 60 bits from a CSPRNG, never sequential, so valid codes cannot be enumerated. The server generates them;
 * both sides read them through these rules.
 */
export const TRACE_CODE = {
  /** Crockford's alphabet: no I, L, O, U, so a code read aloud or typed from a label is unambiguous. */
  alphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  length: 12,
  /** Most codes one generation call makes (the request is one transaction). */
  maxPerBatch: 100_000,
  /** Codes inserted per statement (keeps every database under its bound-parameter limit). */
  insertChunk: 500,
} as const;

const CODE_RE = new RegExp(`^[${TRACE_CODE.alphabet}]{${TRACE_CODE.length}}$`);

/**
 * What a consumer typed → the stored form: upper case, the spaces and dashes labels group it with
 * (`K7QF 2M9X PA00`, groupCode) dropped, and Crockford's look-alikes (O→0, I/L→1) folded, so a code typed as
 * printed, or misread, still finds its code. Anything that cannot be a code gives null.
 */
export function normalizeTraceCode(input: string | null | undefined): string | null {
  if (!input) return null;
  const s = compactTraceCode(input).replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_RE.test(s) ? s : null;
}

/**
 * What a scanner read from a label → the code: the code itself (as normalizeTraceCode takes it), the trace page's
 * URL (`…/foodcode?code=…`) or a GS1 Digital Link (read as the public page and the resolver read it,
 * digitalLinkSerial) — a warehouse scanner reads the QR, which holds a URL. Anything else gives null.
 */
export function scannedTraceCode(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (!/^(https?:\/\/|\/)/i.test(text)) return normalizeTraceCode(text);
  const path = text.replace(/^https?:\/\/[^/?#]*/i, '').split('#')[0];
  if (!/^\/foodcode\/?(\?|$)/.test(path)) return normalizeTraceCode(digitalLinkSerial(path));
  const code = /[?&]code=([^&]*)/.exec(path)?.[1];
  try {
    return code === undefined ? null : normalizeTraceCode(decodeURIComponent(code.replace(/\+/g, ' ')));
  } catch {
    return null;
  }
}

/** The input without the grouping labels print (spaces, dashes), upper case: its length is the code's length. */
export function compactTraceCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** A code typed or read with characters missing or extra: a slip of the consumer, not a counterfeit. */
export const isWrongLengthCode = (input: string): boolean => compactTraceCode(input).length !== TRACE_CODE.length;

/** Where the QR of a code points: the public trace page. */
export function foodcodeUrl(publicBase: string, code: string): string {
  return `${publicBase.replace(/\/$/, '')}/foodcode?code=${encodeURIComponent(code)}`;
}

/**
 * The GS1 Digital Link form of a serialised item: /01/<GTIN-14>/10/<lot>/21/<serial>, qualifiers in GS1's
 * fixed order (22 → 10 → 21). The serial is the random code itself, so it is not guessable either.
 */
export function digitalLinkUrl(publicBase: string, gtin14: string, lotNo: string, serial: string): string {
  return `${publicBase.replace(/\/$/, '')}/01/${gtin14}/10/${encodeURIComponent(lotNo)}/21/${encodeURIComponent(serial)}`;
}

/**
 * The GTIN a code's Digital Link names: an item's is the product's 商品条码, a case's the product's 外箱条码 (the
 * ITF-14 of the carton, a GTIN of its own). Null when the product has none for that level.
 */
export function levelGtin(product: { gtin: string | null; caseGtin?: string | null }, level: string): string | null {
  return (level === CODE_LEVEL.case ? product.caseGtin : product.gtin) ?? null;
}

/** Lot numbers travel as GS1 AI (10): at most 20 characters, none of `% & / < > ?` (GB/T 33993). */
export const LOT_NO_PATTERN = '^[A-Za-z0-9_.-]{1,20}$';
