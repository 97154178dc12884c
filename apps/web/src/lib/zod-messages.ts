import type { RuleObject } from 'antd/es/form';
import { installChineseZodMessages } from '@foodtrace/contracts';

// zod writes an issue's message while it parses, so its own messages are set to Chinese when the first module
// that turns a parse into a message loads. Only such modules import this: the login page loads no zod.
installChineseZodMessages();

interface ParseResult { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }

/** The part of a zod schema a form uses; keeps the web free of a direct zod dependency. */
export interface Parser {
  safeParse(v: unknown): ParseResult;
}

/** What a failed parse says to the user (its first issue), or null when it passed. */
export function parseMessage(result: ParseResult): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? '');
}

/**
 * An antd form rule from a contracts schema, so the form shows the very message the server would answer.
 * `toWire` turns what the widget holds into what the server is sent (an empty widget is '' by default).
 */
export function schemaRule(schema: Parser, toWire: (value: unknown) => unknown = (v) => v ?? ''): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const message = parseMessage(schema.safeParse(toWire(value)));
      if (message !== null) throw new Error(message);
    },
  };
}
