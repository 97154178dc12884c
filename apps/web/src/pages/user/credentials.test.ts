import { describe, expect, it } from 'vitest';
import { validateCredentials } from './credentials';

describe('validateCredentials (spec §5)', () => {
  it('asks for both fields', () => {
    expect(validateCredentials({ username: '', password: '' })).toEqual({ username: '请输入用户名', password: '请输入密码' });
  });

  it('treats a blank username as missing but keeps a password of spaces', () => {
    expect(validateCredentials({ username: '   ', password: '  ' })).toEqual({ username: '请输入用户名' });
  });

  it('passes filled fields', () => {
    expect(validateCredentials({ username: 'admin', password: 'x' })).toEqual({});
  });
});
