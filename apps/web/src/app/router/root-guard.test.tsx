import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootGuard } from './root-guard';
import { endSessionAfterPermissionFailure } from '../session/permission-failure';
import { ensurePermissions } from '../session/session-service';
import { useSessionStore } from '../stores/session-store';

vi.mock('../session/session-service', () => ({ ensurePermissions: vi.fn() }));
vi.mock('../session/permission-failure', () => ({
  endSessionAfterPermissionFailure: vi.fn(async () => useSessionStore.getState().clear()),
}));

function start(path: string) {
  const router = createMemoryRouter(
    [{
      path: '/',
      element: <RootGuard />,
      children: [
        { path: 'user/login', element: <p>login page</p>, handle: { title: '登录', crumbs: [] } },
        { path: 'dashboard/analysis', element: <p>home page</p>, handle: { title: '首页', crumbs: [] } },
        { path: 'isystem/position', element: <p>positions page</p>, handle: { title: '职务管理', crumbs: [] } },
      ],
    }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useSessionStore.setState({ token: null, permissionsLoaded: false, menu: [] });
});
afterEach(() => vi.clearAllMocks());

describe('RootGuard (spec §2.2, §4)', () => {
  it('sends a visitor without token to login with the full path', async () => {
    const router = start('/isystem/position?a=1');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe('?redirect=%2Fisystem%2Fposition%3Fa%3D1');
    // the title is set by an effect, which a loaded machine may run after the text shows
    await waitFor(() => expect(document.title).toBe('登录 - 食品溯源管理平台'));
  });

  it('sends a signed-in user from login to home, whose title has no suffix', async () => {
    useSessionStore.setState({ token: 't', permissionsLoaded: true });
    const router = start('/user/login');
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/dashboard/analysis');
    await waitFor(() => expect(document.title).toBe('首页'));
  });

  it('loads the permissions first, then continues', async () => {
    let finish!: () => void;
    vi.mocked(ensurePermissions).mockReturnValue(new Promise<void>((r) => { finish = r; }));
    useSessionStore.setState({ token: 't' });
    start('/isystem/position');
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => {
      useSessionStore.setState({ permissionsLoaded: true });
      finish();
    });
    await screen.findByText('positions page');
    expect(ensurePermissions).toHaveBeenCalledTimes(1);
  });

  it('a failed permission load ends the session and goes to login with the redirect', async () => {
    vi.mocked(ensurePermissions).mockRejectedValue(new Error('boom'));
    useSessionStore.setState({ token: 't' });
    const router = start('/isystem/position');
    await screen.findByText('login page');
    expect(endSessionAfterPermissionFailure).toHaveBeenCalled();
    expect(router.state.location.search).toBe('?redirect=%2Fisystem%2Fposition');
  });

  it('reads the token per navigation: storing it on the login page does not leave the page by itself', async () => {
    start('/user/login');
    await screen.findByText('login page');
    act(() => useSessionStore.setState({ token: 't' }));
    expect(screen.getByText('login page')).toBeTruthy();
  });
});
