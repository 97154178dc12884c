import { LOGIN_TEXT } from './texts';

export interface Credentials {
  username: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** spec §5: username and password are required (the login form checks nothing else; the server decides). */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!username.trim()) errors.username = LOGIN_TEXT.usernameRequired;
  if (!password) errors.password = LOGIN_TEXT.passwordRequired;
  return errors;
}
