import { normalizeTraceCode, type PublicFoodCode } from '@foodtrace/contracts';
import { createStorage } from '@/lib/storage';

/**
 * The answers this browser tab has already got, per code (sessionStorage: one tab, gone with it). Every lookup
 * counts a scan on the server, so a reload, or Back from an ad, would count the consumer's own visit again and
 * warn them of a counterfeit; the page re-shows the remembered answer instead. A new tab (a new scan of the QR)
 * has an empty memory and counts; typing the code and tapping 查询 asks again on purpose (forgetAnswer).
 */
export const ANSWER_MAX_AGE_MS = 30 * 60_000;

const PREFIX = 'fc:answer:';

/** The same code however it was typed (groups of four, lower case): the form the server looks up. */
const keyOf = (code: string) => PREFIX + (normalizeTraceCode(code) ?? code.trim());

/**
 * The application's expiring storage over this tab's sessionStorage (lib/storage.ts: a missing or refusing
 * store, private modes and a full quota included, simply remembers nothing and the page asks the server).
 */
const memory = (now: number) => createStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage), () => now);

export function rememberedAnswer(code: string, now = Date.now()): PublicFoodCode | null {
  return memory(now).get<PublicFoodCode>(keyOf(code));
}

export function rememberAnswer(code: string, data: PublicFoodCode, now = Date.now()): void {
  memory(now).set(keyOf(code), data, ANSWER_MAX_AGE_MS);
}

export function forgetAnswer(code: string): void {
  memory(Date.now()).remove(keyOf(code));
}
