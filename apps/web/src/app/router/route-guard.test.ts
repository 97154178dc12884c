import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideGuard, PUBLIC_PATHS } from './route-guard';

const input = { search: '', hasToken: false, permissionsLoaded: false };

describe('decideGuard (spec §2.2, §4)', () => {
  it('lets every public path through without a token', () => {
    for (const pathname of PUBLIC_PATHS) expect(decideGuard({ ...input, pathname })).toEqual({ type: 'allow' });
    expect(PUBLIC_PATHS).toEqual([
      '/user/login', '/user/register', '/AdDetail', '/foodcode', '/user/register-result', '/user/alteration',
    ]);
  });

  it('sends a visitor without token to login with the full original path', () => {
    expect(decideGuard({ ...input, pathname: '/isystem/position', search: '?a=1&b=2' })).toEqual({
      type: 'redirect', to: '/user/login?redirect=%2Fisystem%2Fposition%3Fa%3D1%26b%3D2',
    });
    expect(decideGuard({ ...input, pathname: '/' })).toEqual({ type: 'redirect', to: '/user/login?redirect=%2F' });
  });

  it('sends a signed-in user away from the login page to home', () => {
    expect(decideGuard({ ...input, pathname: '/user/login', hasToken: true }))
      .toEqual({ type: 'redirect', to: '/dashboard/analysis' });
  });

  it('loads permissions once signed in with an empty permission list', () => {
    expect(decideGuard({ ...input, pathname: '/dashboard/analysis', hasToken: true }))
      .toEqual({ type: 'load-permissions' });
  });

  it('allows a signed-in user with permissions', () => {
    expect(decideGuard({ ...input, pathname: '/isystem/position', hasToken: true, permissionsLoaded: true }))
      .toEqual({ type: 'allow' });
  });

  it('other public pages stay public with a token', () => {
    expect(decideGuard({ ...input, pathname: '/foodcode', hasToken: true })).toEqual({ type: 'allow' });
  });
});

describe('afterLoginTarget', () => {
  it('uses an in-app redirect', () => {
    expect(afterLoginTarget('/isystem/position?a=1')).toBe('/isystem/position?a=1');
  });

  it('falls back to home for nothing, other sites and the login page itself', () => {
    for (const r of [null, '', 'https://evil.example', '//evil.example', '/\\evil', '/user/login', '/user/login?x=1']) {
      expect(afterLoginTarget(r)).toBe('/dashboard/analysis');
    }
  });
});
