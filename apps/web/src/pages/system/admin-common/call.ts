import type { ApiResult } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';

/**
 * How the system pages read an answer (spec §7: through success, result and message; spec §8: a refusal is a
 * warning with the server's message). Transport errors were already reported by the http client.
 */
export async function callResult<T>(call: Promise<ApiResult<T>>): Promise<T | null> {
  const res = await call.catch(() => null);
  if (!res) return null;
  if (!res.success) {
    feedback.message.warning(res.message);
    return null;
  }
  return res.result;
}

/** A write: the server's message as success or warning; answers whether it was done. */
export async function runWrite(call: Promise<ApiResult<unknown>>): Promise<boolean> {
  const res = await call.catch(() => null);
  if (!res) return false;
  if (res.success) feedback.message.success(res.message);
  else feedback.message.warning(res.message);
  return res.success;
}

// For react-query; one definition for every screen (lib/http).
export { queryResult } from '@/lib/http';
