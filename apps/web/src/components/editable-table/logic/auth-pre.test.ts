import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '@foodtrace/contracts';
import { authDecision, excludedCodes } from './auth-pre';

const entry = (action: string, type = '1', status = '1'): AuthEntry => ({ action, type, status, describe: action }) as AuthEntry;
const allAuth = [entry('intake:add'), entry('intake:batch_delete'), entry('intake:unitPrice', '2'), entry('intake:remark'), entry('intake:old', '1', '0'), entry('other:add')];

describe('authPre exclusions (spec §6)', () => {
  it('excludes the buttons and columns the user lacks under the prefix', () => {
    const source = { auth: [entry('intake:add'), entry('intake:remark')], allAuth };
    expect(excludedCodes('intake', source)).toEqual(['batch_delete', 'unitPrice']);
    expect(authDecision('intake', 'batch_delete', source)).toBe('hidden');
    expect(authDecision('intake', 'unitPrice', source)).toBe('disabled');
    expect(authDecision('intake', 'add', source)).toBe('show');
  });

  it('shows codes that are not registered or switched off, and everything without authPre', () => {
    const source = { auth: [], allAuth };
    expect(authDecision('intake', 'crudeName', source)).toBe('show');
    expect(authDecision('intake', 'old', source)).toBe('show');
    expect(authDecision(undefined, 'add', source)).toBe('show');
    expect(excludedCodes(undefined, source)).toEqual([]);
  });
});
