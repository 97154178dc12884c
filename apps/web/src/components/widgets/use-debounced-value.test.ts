import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TIMING } from '@foodtrace/contracts';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => { vi.useRealTimers(); });

describe('useDebouncedValue (spec §9: search 300 ms, dictionary search 800 ms)', () => {
  it('settles only after the delay since the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, TIMING.dictSearchDebounceMs), { initialProps: { v: '' } });
    rerender({ v: '乳' });
    act(() => { vi.advanceTimersByTime(500); });
    rerender({ v: '乳制' });
    act(() => { vi.advanceTimersByTime(799); });
    expect(result.current).toBe('');
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current).toBe('乳制');
  });
});
