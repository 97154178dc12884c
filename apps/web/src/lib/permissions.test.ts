import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '@foodtrace/contracts';
import { hasPermission } from './permissions';

const entry = (action: string, type: string, status?: string): AuthEntry => ({ action, type, describe: action, status });

const allAuth = [
  entry('user:add', '1', '1'),
  entry('user:edit', '2', '1'),
  entry('user:delete', '1', '0'),
  entry('user:export', '2'),
];

describe('hasPermission (spec §6)', () => {
  it('shows a code that is not a registered button permission', () => {
    expect(hasPermission('user:import', { auth: [], allAuth })).toBe('show');
  });

  it('shows a code whose system entry is inactive (status 0)', () => {
    expect(hasPermission('user:delete', { auth: [], allAuth })).toBe('show');
  });

  it('shows a registered code the user holds', () => {
    expect(hasPermission('user:add', { auth: [entry('user:add', '1')], allAuth })).toBe('show');
  });

  it('removes a lacking code with strategy 1', () => {
    expect(hasPermission('user:add', { auth: [], allAuth })).toBe('hidden');
  });

  it('disables a lacking code with strategy 2', () => {
    expect(hasPermission('user:edit', { auth: [], allAuth })).toBe('disabled');
  });

  it('treats a missing status as active', () => {
    expect(hasPermission('user:export', { auth: [], allAuth })).toBe('disabled');
  });

  it('comma-separated codes mean any of them', () => {
    const auth = [entry('user:edit', '2')];
    expect(hasPermission('user:add, user:edit', { auth, allAuth })).toBe('show');
    expect(hasPermission('user:add,user:edit', { auth: [], allAuth })).toBe('disabled');
    expect(hasPermission('user:add,user:add', { auth: [], allAuth })).toBe('hidden');
    expect(hasPermission('user:add,user:import', { auth: [], allAuth })).toBe('show');
  });

  it('an empty action is not controlled', () => {
    expect(hasPermission(' , ', { auth: [], allAuth })).toBe('show');
  });
});
