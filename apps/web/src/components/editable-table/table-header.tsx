import { memo, useSyncExternalStore } from 'react';
import { LiteCheckbox } from './lite-checkbox';
import { HEADER_HEIGHT, UTILITY_WIDTH } from './logic/column-layout';
import { headerCheckState } from './logic/selection';
import { useTable } from './table-context';
import { TABLE_TEXT } from './texts';
import type { EditableColumn } from './types';

const isRequired = (c: EditableColumn) => Boolean(c.validateRules?.some((r) => r.required || r.pattern === '*'));

/**
 * The header row: the select-all checkbox (only enabled rows; indeterminate when some but not all are
 * selected — spec §4), the row-number title and the column titles (a required column gets a red star).
 */
export const TableHeader = memo(function TableHeader() {
  const { controller, columns, rowNumber, rowSelection, dragSort, lead } = useTable();
  const { store } = controller;
  useSyncExternalStore(store.subscribeSelection, () => store.getSelectionVersion());
  const state = rowSelection ? headerCheckState(store.selectedCount(), controller.selectableIds().length) : null;
  return (
    <div role="row" aria-rowindex={1} className="et-row et-header" style={{ height: HEADER_HEIGHT }}>
      {lead > 0 && (
        <div className="et-lead" style={{ width: lead }}>
          {state && (
            <div role="columnheader" className="et-cell et-cell--fixed" style={{ width: UTILITY_WIDTH.selection }}>
              <LiteCheckbox checked={state.checked} indeterminate={state.indeterminate} disabled={state.disabled}
                label={TABLE_TEXT.selectAll} onChange={() => controller.toggleAll()} />
            </div>
          )}
          {dragSort && <div role="columnheader" className="et-cell et-cell--fixed" style={{ width: UTILITY_WIDTH.drag }} />}
          {rowNumber && (
            <div role="columnheader" className="et-cell et-cell--fixed et-cell--index" style={{ width: UTILITY_WIDTH.rowNumber }}>{TABLE_TEXT.rowNumber}</div>
          )}
        </div>
      )}
      {columns.map(({ column, width }) => (
        <div role="columnheader" key={column.key} className="et-cell" style={{ width }} title={column.title}>
          {isRequired(column) && <span className="et-required">*</span>}
          <span className="et-title">{column.title}</span>
        </div>
      ))}
    </div>
  );
});
