import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

const TYPE_TEXT: Record<string, string> = {
  string: '文本', number: '数字', int: '整数', bigint: '整数', boolean: '是或否', array: '列表', object: '对象', date: '日期',
};

type Issue = Parameters<NonNullable<ReturnType<typeof zhCN>['localeError']>>[0];

/**
 * The messages people meet most, as a form would word them: zod's zh-CN says `数值过大：期望 string <=20 字符` of a
 * text that is too long, and names types in English. The rest (formats, enums, keys) are zod's zh-CN.
 */
function ownMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '不能为空';
      return TYPE_TEXT[issue.expected] ? `应为${TYPE_TEXT[issue.expected]}` : undefined;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `长度不能超过 ${max} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多 ${max} 项`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return issue.inclusive ? `不能大于 ${max}` : `必须小于 ${max}`;
      return undefined;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '不能为空' : `长度不能少于 ${min} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `至少 ${min} 项`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return issue.inclusive ? `不能小于 ${min}` : `必须大于 ${min}`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * zod's own messages (a value of the wrong type, a missing key, a bad enum) in Chinese, where a schema does not
 * name its own: the server's 400 answers and the forms, which validate with the same schemas, both read them.
 * Called by the server's buildApp and by the web's lib/zod-messages.ts (loaded with the first module that turns a
 * parse into a message, so the login page loads no zod); a call, not an import for its side effect, because the
 * web build treats contracts as free of side effects.
 */
export function installChineseZodMessages(): void {
  const base = zhCN().localeError!;
  z.config({ localeError: (issue) => ownMessage(issue) ?? base(issue) });
}
