import type { ApiResult } from '@foodtrace/contracts';
import { feedback } from '../feedback';

/**
 * How a screen reads an answer (spec §7: success, result, message; spec §8: a refusal is a warning with the
 * server's own message, e.g. '…可用数量不足：剩余 …'). Transport errors were already reported by the http
 * client; both give null. `success` also shows the server's message when it worked.
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

/** A write: the server's message as success or warning; answers whether it was done. */
export async function runWrite(call: Promise<ApiResult<unknown>>): Promise<boolean> {
  const res = await call.catch(() => null);
  if (!res) return false;
  if (res.success) feedback.message.success(res.message);
  else feedback.message.warning(res.message);
  return res.success;
}
