import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AuthEntry } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { Has } from './permissions';

const entry = (action: string, type: string, status = '1'): AuthEntry => ({ action, type, describe: action, status });

describe('<Has> (spec §6)', () => {
  it('removes, disables or shows by the signed-in user’s lists', () => {
    useSessionStore.setState({
      auth: [entry('x:ok', '1')],
      allAuth: [entry('x:ok', '1'), entry('x:hide', '1'), entry('x:off', '2'), entry('x:inactive', '1', '0')],
    });
    render(
      <>
        <Has action="x:ok"><button type="button">ok</button></Has>
        <Has action="x:hide"><button type="button">hide</button></Has>
        <Has action="x:off"><button type="button">off</button></Has>
        <Has action="x:inactive"><button type="button">inactive</button></Has>
        <Has action="x:unknown"><button type="button">unknown</button></Has>
      </>,
    );
    expect(screen.getByRole('button', { name: 'ok' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'hide' })).toBeNull();
    expect(screen.getByRole('button', { name: 'off' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'inactive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'unknown' })).toBeTruthy();
  });

  it('checks a given source instead of the session', () => {
    useSessionStore.setState({ auth: [], allAuth: [] });
    render(
      <Has action="y:add" source={{ auth: [], allAuth: [entry('y:add', '1')] }}>
        <button type="button">add</button>
      </Has>,
    );
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
  });
});
