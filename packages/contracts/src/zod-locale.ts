import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

/**
 * zod's own messages (a value of the wrong type, a missing key, a bad enum) in Chinese, where a schema does not
 * name its own: the server's 400 answers and the forms, which validate with the same schemas, both read them.
 * Called once by each program that parses (the server's app, the admin web app); a call, not an import for its
 * side effect, because the web build treats contracts as free of side effects.
 */
export function installChineseZodMessages(): void {
  z.config(zhCN());
}
