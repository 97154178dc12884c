import { normalizeTraceCode, type PublicFoodCode } from '@foodtrace/contracts';

/**
 * The answers this browser tab has already got, per code (sessionStorage: one tab, gone with it). Every lookup
 * counts a scan on the server, so a reload, or Back from an ad, would count the consumer's own visit again and
 * warn them of a counterfeit; the page re-shows the remembered answer instead. A new tab (a new scan of the QR)
 * has an empty memory and counts; typing the code and tapping 查询 asks again on purpose (forgetAnswer).
 */
export const ANSWER_MAX_AGE_MS = 30 * 60_000;

const PREFIX = 'fc:answer:';

interface Remembered { at: number; data: PublicFoodCode }

/** The same code however it was typed (groups of four, lower case): the form the server looks up. */
const keyOf = (code: string) => PREFIX + (normalizeTraceCode(code) ?? code.trim());

/** Storage can be missing or refuse (private modes, full quota): the page then simply asks the server. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(store: Storage, key: string): Remembered | null {
  try {
    const value = JSON.parse(store.getItem(key) ?? 'null') as Remembered | null;
    return value && typeof value.at === 'number' && value.data ? value : null;
  } catch {
    return null;
  }
}

export function rememberedAnswer(code: string, now = Date.now()): PublicFoodCode | null {
  const store = storage();
  const hit = store ? read(store, keyOf(code)) : null;
  return hit && now - hit.at >= 0 && now - hit.at < ANSWER_MAX_AGE_MS ? hit.data : null;
}

export function rememberAnswer(code: string, data: PublicFoodCode, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    // Old answers go first, so a tab that looked up many codes does not fill its quota.
    for (let i = store.length - 1; i >= 0; i--) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX) && now - (read(store, key)?.at ?? 0) >= ANSWER_MAX_AGE_MS) store.removeItem(key);
    }
    store.setItem(keyOf(code), JSON.stringify({ at: now, data } satisfies Remembered));
  } catch {
    // quota or a refusing store: the next visit counts again, as before
  }
}

export function forgetAnswer(code: string): void {
  try {
    storage()?.removeItem(keyOf(code));
  } catch {
    // nothing remembered then
  }
}
