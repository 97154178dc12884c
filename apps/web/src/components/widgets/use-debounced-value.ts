import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (spec §9: search 300 ms, dictionary search 800 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return settled;
}
