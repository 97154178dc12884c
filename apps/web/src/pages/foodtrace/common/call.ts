import type { ApiResult } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';

/**
 * How the food-traceability screens read an answer (spec §7: success, result, message; spec §8: a refusal
 * is a warning with the server's own message, e.g. '…可用数量不足：剩余 …'). Transport errors were already
 * reported by the http client; both give null.
 */
export async function callResult<T>(call: Promise<ApiResult<T>>, opts: { success?: boolean } = {}): Promise<T | null> {
  const res = await call.catch(() => null);
  if (!res) return null;
  if (!res.success) {
    feedback.message.warning(res.message);
    return null;
  }
  if (opts.success && res.message) feedback.message.success(res.message);
  return res.result;
}

// For react-query; one definition for every screen (lib/http).
export { queryResult } from '@/lib/http';
