import { HTTP, type ApiResult, type PublicAd, type PublicFoodCode } from '@foodtrace/contracts';

/** The API base, as the admin client's (spec §7: one configured base address). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export class PublicCallError extends Error {}

/**
 * One fetch with the spec's 9000 ms time-out (§7). A refusal in the envelope (success:false) or a 4xx with an
 * envelope is returned as is, so the page can show the server's message; a failed network is an error.
 */
async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), HTTP.timeoutMs);
  try {
    const res = await fetch(`${API_BASE}${path}`, { ...init, signal: abort.signal, headers: { Accept: 'application/json', ...init?.headers } });
    const body = (await res.json().catch(() => null)) as ApiResult<T> | null;
    if (body && typeof body.success === 'boolean') return body;
    throw new PublicCallError(String(res.status));
  } finally {
    clearTimeout(timer);
  }
}

/** The whole trace page in one call (no waterfall); every call counts as a scan on the server. */
export const getFoodcode = (code: string) => call<PublicFoodCode>(`/public/foodcode?code=${encodeURIComponent(code)}`);

export const getAd = (id: string) => call<PublicAd>(`/public/ad?id=${encodeURIComponent(id)}`);

export const postSuggest = (body: { code: string | null; content: string; contact: string | null }) =>
  call<null>('/public/suggest', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
