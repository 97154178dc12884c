import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { parseMessage } from '@/lib/zod-messages';

/** An antd form rule from a contracts schema: the form shows the very message the server would answer. */
export function zodRule(schema: z.ZodType): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const r = schema.safeParse(value ?? '');
      const message = parseMessage(r);
      if (message !== null) throw new Error(message);
    },
  };
}
