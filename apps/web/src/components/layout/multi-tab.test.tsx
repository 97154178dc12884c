import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { HOME_TAB, useTabsStore } from '@/app/stores/tabs-store';
import { MultiTab } from './multi-tab';

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname}</span>;
}

const POSITIONS = { key: '/isystem/position', title: '职务管理' };

afterEach(() => { cleanup(); useTabsStore.getState().reset(); });

describe('MultiTab', () => {
  it('goes to a clicked tab even before the store has caught up with the address', async () => {
    // The address is already home, but the store still names 职务管理 active: it learns of a new address in an
    // effect after the render. A click on 职务管理 in that moment used to be ignored as "already active".
    useTabsStore.setState({ tabs: [HOME_TAB, POSITIONS], activeKey: POSITIONS.key });
    const router = createMemoryRouter([{ path: '*', element: <App><MultiTab /><Where /></App> }], { initialEntries: [HOME_TAB.key] });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('where').textContent).toBe(HOME_TAB.key);
    await act(async () => { fireEvent.click(screen.getByText('职务管理')); });
    expect(screen.getByTestId('where').textContent).toBe(POSITIONS.key);
    // A click on the tab of the address one is at stays put: no second history entry.
    const entry = router.state.location.key;
    await act(async () => { fireEvent.click(screen.getByText('职务管理')); });
    expect(router.state.location.key).toBe(entry);
  });
});
