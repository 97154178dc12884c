/**
 * Pure helpers of the consumer pages: where the code comes from, how values read, what the suggestion form
 * accepts. Nothing here knows the admin application.
 */
import { REPEAT_SCAN_ALERT, SUGGEST_RULE, SUGGEST_TEXT, isAnswerableContact, type PublicFoodCode } from '@foodtrace/contracts';
import { PublicCallError } from './api';
import { PUBLIC_TEXT } from './texts';

/** The code of the address: ?code= (our QR), or ?c= (the short form of TRACEABILITY.md §0). */
export function codeFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = (params.get('code') ?? params.get('c') ?? '').trim();
  return code || null;
}

export function adIdFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('id')?.trim() || null;
}

/** Regions a lot went to, each once, as '浙江省杭州市' (never a customer or an address, DOMAIN.md §3). */
export function regionList(shippedTo: PublicFoodCode['shippedTo']): string[] {
  const out: string[] = [];
  for (const r of shippedTo ?? []) {
    const text = `${r.province ?? ''}${r.city && r.city !== r.province ? r.city : ''}`;
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}

/** A phone number as a tap-to-call link (digits and a leading + only: '0571-8888 6666' → 'tel:057188886666'). */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/(?!^\+)[^\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** Only http(s) links leave the page (an ad's link is entered by staff, but never a javascript: URL). */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, window.location.origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A stored file's public address (uploads of the public folders are served without a session). */
export function fileUrl(apiBase: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBase.replace(/\/+$/, '')}/sys/common/static/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * What a failed call tells the consumer: a server that answered with an error is not their network's fault;
 * anything else (offline, time-out) is. `networkText` names what failed (查询 or 提交).
 */
export function failureText(err: unknown, networkText: string): string {
  return err instanceof PublicCallError && err.status >= 500 ? PUBLIC_TEXT.serviceUnavailable : networkText;
}

export interface SuggestInput { content: string; contact: string }

/**
 * The suggestion form's rules, per field (POST /public/suggest: content 5–500, contact at most 50), so each
 * message shows under its own box; an empty object when sendable. A contact, if given, must be one the
 * producer can answer: a mobile number or an e-mail.
 */
export function suggestErrors({ content, contact }: SuggestInput): { content?: string; contact?: string } {
  const c = content.trim();
  const k = contact.trim();
  const out: { content?: string; contact?: string } = {};
  if (c.length < SUGGEST_RULE.contentMin) out.content = SUGGEST_TEXT.contentTooShort;
  else if (c.length > SUGGEST_RULE.contentMax) out.content = SUGGEST_TEXT.contentTooLong;
  if (k.length > SUGGEST_RULE.contactMax) out.contact = SUGGEST_TEXT.contactTooLong;
  else if (k && !isAnswerableContact(k)) out.contact = SUGGEST_TEXT.contactInvalid;
  return out;
}

/** A region as one reads it (contracts foodtrace/provinces.ts): the trace report writes it the same way. */
export { regionText } from '@foodtrace/contracts';

/** A step's time to the minute ('2026-11-04 08:00'): seconds mean nothing to a consumer. */
export const minuteText = (time: string | null | undefined): string | null => time?.slice(0, 16) ?? null;

/** A step's measured values as one line: '杀菌温度 93.5℃ · 保持时间 300s'. */
export function paramsLine(params: ReadonlyArray<{ name: string; value: string; unit: string | null }>): string {
  return params.map((p) => `${p.name} ${p.value}${p.unit ?? ''}`).join(' · ');
}

/** How the verdict reads: green only for a valid code of a product still fit to eat. */
export type VerdictTone = 'ok' | 'warn' | 'bad';

/**
 * The verdict's tone and headline (the sentence under it is the server's message). Green is only the first
 * scan of a valid code of a product in date: a recall, many scans (a copied code?), an expired product, or a
 * second scan each say what is wrong, the worst first.
 */
export function verdictOf(data: Pick<PublicFoodCode, 'status' | 'expired' | 'wrongLength' | 'scanNo' | 'caseCode'>): { tone: VerdictTone; title: string } {
  // a case's label is scanned many times along the chain: the count says nothing of it
  const n = data.caseCode ? 1 : data.scanNo ?? 1;
  switch (data.status) {
    // a code typed with characters missing or extra is a slip to correct, not a counterfeit to fear
    case 'UNKNOWN': return data.wrongLength ? { tone: 'warn', title: PUBLIC_TEXT.wrongLength } : { tone: 'bad', title: PUBLIC_TEXT.unknown };
    // A voided code on a product is as suspect as an unknown one: genuine goods do not carry it.
    case 'VOID': return { tone: 'bad', title: PUBLIC_TEXT.voided };
    case 'RECALLED': return { tone: 'bad', title: PUBLIC_TEXT.recalled };
    default:
      if (n >= REPEAT_SCAN_ALERT) return { tone: 'bad', title: PUBLIC_TEXT.scannedMany(n) };
      if (data.expired) return { tone: 'warn', title: PUBLIC_TEXT.genuineButExpired };
      if (n > 1) return { tone: 'warn', title: PUBLIC_TEXT.genuineButScanned(n) };
      return { tone: 'ok', title: data.caseCode ? PUBLIC_TEXT.genuineCase : PUBLIC_TEXT.genuine };
  }
}
