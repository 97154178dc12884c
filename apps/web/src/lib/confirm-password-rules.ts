import type { FormRule } from 'antd';
import { MSG } from '@foodtrace/contracts';

/**
 * The rules of a "confirm password" field (name `confirmpassword`, `dependencies={['password']}`): required,
 * and equal to the form's `password` — the message the server answers for a mismatch (MSG.passwordMismatch).
 * Used by every form that sets a password: registration, 找回密码, 修改密码, and the administrator's user
 * form and password reset.
 */
export function confirmPasswordRules(requiredMessage: string): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        if (value && value !== getFieldValue('password')) throw new Error(MSG.passwordMismatch);
      },
    }),
  ];
}
