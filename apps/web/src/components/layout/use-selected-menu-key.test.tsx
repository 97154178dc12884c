import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { useSelectedMenuKey } from './use-selected-menu-key';

const FT = ['/foodtrace'];
const page = (menuKey: string, openKeys = FT): RouteHandle => ({ title: menuKey, crumbs: [], menuKey, openKeys });
// What build-routes gives a hidden entry: the menu tree highlights its parent, the submenu.
const hidden: RouteHandle = { title: '追溯码详情', crumbs: [], menuKey: '/foodtrace', openKeys: FT, hidden: true };
const HANDLES: Record<string, RouteHandle> = {
  '/dashboard/analysis': page('/dashboard/analysis', ['/dashboard']),
  '/foodtrace/codeFood': page('/foodtrace/codeFood'),
  '/foodtrace/codeDate': page('/foodtrace/codeDate'),
  '/foodtrace/codeView': hidden,
};


function Probe({ path }: { path: string }) {
  return <span data-testid="selected">{useSelectedMenuKey(HANDLES[path]) ?? ''}</span>;
}

function setup(first: string) {
  const router = createMemoryRouter(
    Object.keys(HANDLES).map((path) => ({ path, element: <Probe path={path} /> })),
    { initialEntries: [first] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(async () => { await router.navigate(to); });
  const selected = () => screen.getByTestId('selected').textContent;
  return { go, selected };
}

afterEach(cleanup);

describe('useSelectedMenuKey', () => {
  it('highlights a visible page itself, and a hidden page the entry it was opened from, for as long as it is open', async () => {
    const { go, selected } = setup('/foodtrace/codeFood');
    expect(selected()).toBe('/foodtrace/codeFood');
    await go('/foodtrace/codeView?code=A');
    expect(selected()).toBe('/foodtrace/codeFood');
    await go('/foodtrace/codeDate');
    expect(selected()).toBe('/foodtrace/codeDate');
    // Another code, opened from 按日期查码, highlights that entry; back on the first code's tab, 产品追溯码 again.
    await go('/foodtrace/codeView?code=B');
    expect(selected()).toBe('/foodtrace/codeDate');
    await go('/foodtrace/codeView?code=A');
    expect(selected()).toBe('/foodtrace/codeFood');
  });

  it('opened from another submenu or from the address bar, a hidden page highlights what the menu tree gives it', async () => {
    const direct = setup('/foodtrace/codeView?code=A');
    expect(direct.selected()).toBe('/foodtrace');
    cleanup();
    const { go, selected } = setup('/dashboard/analysis');
    await go('/foodtrace/codeView?code=A');
    expect(selected()).toBe('/foodtrace');
  });
});
