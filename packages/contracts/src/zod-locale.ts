import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

/**
 * zod's own messages (a value of the wrong type, a missing key, a bad enum) in Chinese, where a schema does not
 * name its own: the server's 400 answers and the forms, which validate with the same schemas, both read them.
 * Called by the server's buildApp and by the web's lib/zod-messages.ts (loaded with the first module that turns a
 * parse into a message, so the login page loads no zod); a call, not an import for its side effect, because the
 * web build treats contracts as free of side effects.
 */
export function installChineseZodMessages(): void {
  z.config(zhCN());
}
