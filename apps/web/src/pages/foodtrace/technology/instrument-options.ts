import { useMemo } from 'react';
import { INSTRUMENT_STATUS, instrumentResource } from '@foodtrace/contracts';
import type { ColumnOption } from '@/components/editable-table';
import type { TechnologyStep } from '../common/api-types';
import { useOptionRows } from '../common/use-option-rows';

const label = (name: unknown, no: unknown) => `${String(name)}（${String(no)}）`;
const PARAMS = { column: 'instrumentNo', order: 'asc', status: `!${INSTRUMENT_STATUS.scrapped}` };

/**
 * The instruments a route's step may name as its monitor: those of 计量器具 not scrapped, by number, for a reader
 * of that register — and whichever the steps already name, so that a reader without it still sees them.
 */
export function useInstrumentOptions(steps: readonly TechnologyStep[]): ColumnOption[] {
  const rows = useOptionRows(instrumentResource, PARAMS);
  return useMemo(() => {
    const options = new Map<string, ColumnOption>();
    for (const i of rows) options.set(String(i.id), { value: String(i.id), text: label(i.name, i.instrumentNo) });
    for (const s of steps) if (s.instrumentId && s.instrument && !options.has(s.instrumentId)) options.set(s.instrumentId, { value: s.instrumentId, text: s.instrument });
    return [...options.values()];
  }, [rows, steps]);
}
