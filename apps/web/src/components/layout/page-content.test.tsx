import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { useTabsStore } from '@/app/stores/tabs-store';
import { PageContent } from './page-content';

const mounts: string[] = [];

/** A page that counts its mounts, keeps local state and shows the ?id= it reads. */
function Page({ name }: { name: string }): ReactNode {
  const [params] = useSearchParams();
  const [typed, setTyped] = useState('');
  useEffect(() => { mounts.push(name); }, [name]);
  return (
    <div data-testid={name}>
      <input aria-label={`${name}-input`} value={typed} onChange={(e) => setTyped(e.target.value)} />
      <span data-testid={`${name}-id`}>{params.get('id') ?? '-'}</span>
    </div>
  );
}

function Harness({ multipage }: { multipage: { value: boolean; set?: (v: boolean) => void } }): ReactNode {
  const [on, setOn] = useState(multipage.value);
  multipage.set = setOn;
  return <PageContent multipage={on} />;
}

function setup() {
  const flag: { value: boolean; set?: (v: boolean) => void } = { value: true };
  const keep = { title: 'x', crumbs: [], keepAlive: true, componentName: 'X' };
  const router = createMemoryRouter([{
    element: <Harness multipage={flag} />,
    children: [
      { path: '/a', element: <Page name="a" />, handle: { ...keep, title: 'A' } },
      { path: '/b', element: <Page name="b" />, handle: { ...keep, title: 'B' } },
    ],
  }], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  return { router, flag };
}

afterEach(() => {
  cleanup();
  mounts.length = 0;
  act(() => useTabsStore.getState().reset());
});

describe('PageContent (spec §2.5 keep-alive panes)', () => {
  it('keeps the working page mounted when multi-tab is switched off and on (crossing the mobile width)', async () => {
    const { flag } = setup();
    const input = await screen.findByLabelText('a-input');
    fireEvent.change(input, { target: { value: '已输入' } });
    act(() => flag.set?.(false));
    act(() => flag.set?.(true));
    expect((screen.getAllByLabelText('a-input')[0] as HTMLInputElement).value).toBe('已输入');
    expect(mounts.filter((m) => m === 'a').length).toBe(1);
  });

  it('a hidden pane keeps its own query string and does not react to the visible tab’s ?id=', async () => {
    const { router } = setup();
    await screen.findAllByTestId('a');
    await act(async () => { await router.navigate('/b'); });
    await act(async () => { await router.navigate('/a?id=42'); });
    // /a?id=42 is its own tab; the /a pane opened first still reads no id
    const ids = screen.getAllByTestId('a-id').map((el) => el.textContent);
    expect(ids.sort()).toEqual(['-', '42']);
  });

  it('a page replacing its own query string (a search, a detail ?id=) stays one tab and is not remounted', async () => {
    const { router } = setup();
    const input = await screen.findByLabelText('a-input');
    fireEvent.change(input, { target: { value: '追溯中' } });
    await act(async () => { await router.navigate('/a?id=7', { replace: true }); });
    await act(async () => { await router.navigate('/a?id=8', { replace: true }); });
    expect(screen.getAllByTestId('a-id').map((el) => el.textContent)).toEqual(['8']);
    expect((screen.getByLabelText('a-input') as HTMLInputElement).value).toBe('追溯中');
    expect(mounts.filter((m) => m === 'a')).toHaveLength(1);
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/dashboard/analysis', '/a?id=8']);
    // another page, then back through the tab: still the same pane, at its last query string
    await act(async () => { await router.navigate('/b'); });
    await act(async () => { await router.navigate('/a?id=8'); });
    expect(mounts.filter((m) => m === 'a')).toHaveLength(1);
  });
});
