import { passwordClasses } from '@foodtrace/contracts';

/**
 * A rough strength for the registration meter (JeecgBoot's Register page shows 低 / 中 / 强): the kinds of
 * characters used and the length. Advice only; the rule the server enforces is PASSWORD_RULE.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  if (!password) return 0;
  const kinds = passwordClasses(password);
  if (password.length < 8 || kinds <= 1) return 1;
  if (kinds >= 3 && password.length >= 10) return 3;
  return kinds >= 3 || password.length >= 12 ? 2 : 1;
}
