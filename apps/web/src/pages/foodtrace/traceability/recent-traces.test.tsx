import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SESSION_KEYS } from '@/app/stores/session-store';
import { readRecentTraces, RECENT_MAX, saveRecentTraces, withRecent, type RecentTrace } from './recent-traces';
import { TraceStart } from './trace-start';

const trace = (value: string, over: Partial<RecentTrace> = {}): RecentTrace => ({ by: 'lotNo', value, direction: 'forward', label: value, at: Date.UTC(2026, 10, 29, 1, 40), ...over });

describe('最近追溯', () => {
  afterEach(() => window.localStorage.clear());

  it('puts the newest first, moves a trace run again to the top with its new direction, and keeps the last few', () => {
    let list: RecentTrace[] = [];
    for (const v of ['A', 'B', 'C']) list = withRecent(list, trace(v));
    list = withRecent(list, trace('A', { direction: 'backward' }));
    expect(list.map((r) => `${r.value}:${r.direction}`)).toEqual(['A:backward', 'C:forward', 'B:forward']);
    // the same text as a code is another trace than as a lot number
    expect(withRecent(list, trace('A', { by: 'code' }))).toHaveLength(4);
    for (let i = 0; i < 20; i++) list = withRecent(list, trace(`L${i}`));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0].value).toBe('L19');
  });

  it('lives in the browser for the session: logout removes it, and a damaged entry reads as none', () => {
    saveRecentTraces([trace('F20261125-03')]);
    expect(readRecentTraces().map((r) => r.value)).toEqual(['F20261125-03']);
    expect(SESSION_KEYS).toContain(STORAGE_KEYS.traceRecent);
    window.localStorage.setItem(STORAGE_KEYS.traceRecent, '{"value":[{"by":"lotNo"}],"expire":null}');
    expect(readRecentTraces()).toEqual([]);
    saveRecentTraces([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.traceRecent)).toBeNull();
  });

  it('shows each trace by what it started from and which way, and opens or clears them', () => {
    const onOpen = vi.fn();
    const onClear = vi.fn();
    const recent = [trace('F20261125-03', { by: 'lotId', value: 'f1' }), trace('659QC03XPQ7H', { by: 'code', direction: 'backward' })];
    render(<TraceStart recent={recent} onOpen={onOpen} onClear={onClear} />);
    const list = screen.getByRole('region', { name: '最近追溯' });
    const rows = within(list).getAllByRole('listitem').map((li) => within(li).getByRole('button'));
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^批号F20261125-03正向追踪（去向）11-29 \d\d:40$/),
      expect.stringMatching(/^追溯码659Q C03X PQ7H逆向溯源（来源）11-29 \d\d:40$/), // grouped as on the labels
    ]);
    fireEvent.click(rows[1]);
    expect(onOpen).toHaveBeenCalledWith(recent[1]);
    fireEvent.click(within(list).getByRole('button', { name: /清\s*空/ }));
    expect(onClear).toHaveBeenCalled();
  });

  it('says only what to do when nothing was traced yet', () => {
    render(<TraceStart recent={[]} onOpen={vi.fn()} onClear={vi.fn()} />);
    expect(screen.getByText('输入追溯码或批号后开始追溯')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '最近追溯' })).toBeNull();
  });
});
