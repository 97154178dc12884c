import type { RuleObject } from 'antd/es/form';
import { newPasswordSchema } from '@foodtrace/contracts';
import { parseMessage } from './zod-messages';

/**
 * The server's rule for a password being set, as a form rule with the server's very message. An empty field is
 * left to the field's own 'required' rule, so it says one thing, not two.
 */
export const newPasswordRule: RuleObject = {
  validator: async (_rule, value: unknown) => {
    if (!value) return;
    const message = parseMessage(newPasswordSchema.safeParse(value));
    if (message !== null) throw new Error(message);
  },
};
