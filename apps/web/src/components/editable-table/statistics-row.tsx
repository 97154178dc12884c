import { memo, useMemo, useSyncExternalStore } from 'react';
import { EDITABLE_TABLE } from '@foodtrace/contracts';
import { computeStatistic, groupedSum, statisticsKinds } from './logic/statistics';
import { useTable } from './table-context';
import { TABLE_TEXT } from './texts';
import type { StatisticsKind } from './types';

/** The statistics rows (spec §2.7, §5, §9: 32 px): one for sums, one for averages, as the columns ask. */
export const StatisticsRows = memo(function StatisticsRows() {
  const { controller, columns, lead } = useTable();
  const { store } = controller;
  const version = useSyncExternalStore(store.subscribeStats, () => store.getStatsVersion());
  const kinds = useMemo(() => {
    const all = new Set<StatisticsKind>();
    for (const { column } of columns) for (const k of statisticsKinds(column.statistics)) all.add(k);
    return (['sum', 'average'] as const).filter((k) => all.has(k));
  }, [columns]);
  const values = useMemo(() => {
    void version; // recomputed when a statistics column or the row set changed
    return kinds.map((kind) => columns.map(({ column }) => {
      if (!statisticsKinds(column.statistics).includes(kind)) return undefined;
      if (kind === 'sum' && column.statisticsGroupBy) return groupedSum(store.columnValues(column.key), store.columnValues(column.statisticsGroupBy));
      return computeStatistic(store.columnValues(column.key), kind);
    }));
  }, [kinds, columns, store, version]);
  if (kinds.length === 0) return null;
  return (
    <div className="et-stats" role="rowgroup">
      {kinds.map((kind, k) => {
        const label = kind === 'sum' ? TABLE_TEXT.sum : TABLE_TEXT.average;
        return (
          <div role="row" key={kind} className="et-row et-stats__row" style={{ height: EDITABLE_TABLE.statisticsRowHeight }}>
            {lead > 0 && <div className="et-lead et-stats__label" style={{ width: lead }}>{label}</div>}
            {columns.map(({ column, width }, i) => {
              const value = values[k][i];
              // Without utility columns there is no room for the label: each figure carries it.
              const text = value === undefined ? '' : `${lead > 0 ? '' : `${label} `}${value ?? '-'}`;
              return <div role="gridcell" key={column.key} className="et-cell" style={{ width }} data-key={column.key}>{text}</div>;
            })}
          </div>
        );
      })}
    </div>
  );
});
