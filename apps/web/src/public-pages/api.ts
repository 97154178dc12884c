import { HTTP, type ApiResult, type PublicAd, type PublicFoodCode } from '@foodtrace/contracts';

/** The API base, as the admin client's (spec §7: one configured base address). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** A call that got no usable answer: the server's status (5xx, or an answer that is no envelope). */
export class PublicCallError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * One fetch with the spec's 9000 ms time-out (§7). A refusal in the envelope (success:false) or a 4xx with an
 * envelope is returned as is, so the page can show the server's message. A 5xx (ours or a proxy's) is a
 * PublicCallError: its text is for support, not for a consumer. A failed network rejects as fetch does.
 */
async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), HTTP.timeoutMs);
  try {
    const res = await fetch(`${API_BASE}${path}`, { ...init, signal: abort.signal, headers: { Accept: 'application/json', ...init?.headers } });
    if (res.status >= 500) throw new PublicCallError(res.status);
    const body = (await res.json().catch(() => null)) as ApiResult<T> | null;
    if (body && typeof body.success === 'boolean') return body;
    throw new PublicCallError(res.status);
  } finally {
    clearTimeout(timer);
  }
}

/** The whole trace page in one call (no waterfall); every call counts as a scan on the server. */
export const getFoodcode = (code: string) => call<PublicFoodCode>(`/public/foodcode?code=${encodeURIComponent(code)}`);

export const getAd = (id: string) => call<PublicAd>(`/public/ad?id=${encodeURIComponent(id)}`);

/** The code is required by the server: the one of the page, whatever its status. */
export const postSuggest = (body: { code: string; content: string; contact: string | null }) =>
  call<null>('/public/suggest', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
