import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useViewParam } from './use-view-param';

const VIEWS = ['records', 'worklist'] as const;
let switchTo: (v: (typeof VIEWS)[number]) => void = () => undefined;

function Probe() {
  const [view, setView] = useViewParam(VIEWS);
  const location = useLocation();
  switchTo = setView;
  return <p>{`${view} ${location.search}`}</p>;
}

const at = (url: string) => render(<MemoryRouter initialEntries={[url]}><Probe /></MemoryRouter>);

describe('useViewParam', () => {
  it('opens on the view the address names, and on the first for none or an unknown one', () => {
    at('/x?view=worklist');
    expect(screen.getByText('worklist ?view=worklist')).toBeTruthy();
    cleanup();
    at('/y?view=nonsense');
    expect(screen.getByText('records ?view=nonsense')).toBeTruthy();
  });

  it('writes the switch into the address, keeping its other parameters, and leaves the default bare', () => {
    at('/x?correctionNo=CA1');
    expect(screen.getByText('records ?correctionNo=CA1')).toBeTruthy();
    act(() => switchTo('worklist'));
    expect(screen.getByText('worklist ?correctionNo=CA1&view=worklist')).toBeTruthy();
    act(() => switchTo('records'));
    expect(screen.getByText('records ?correctionNo=CA1')).toBeTruthy();
  });
});
