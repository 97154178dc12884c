import { installChineseZodMessages } from '@foodtrace/contracts';

// zod writes an issue's message while it parses, so its own messages are set to Chinese when the first module
// that turns a parse into a message loads. Only such modules import this: the login page loads no zod.
installChineseZodMessages();

interface ParseResult { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }

/** What a failed parse says to the user (its first issue), or null when it passed. */
export function parseMessage(result: ParseResult): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? '');
}
