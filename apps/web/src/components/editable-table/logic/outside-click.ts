/**
 * The floating parts of pickers and dropdowns render outside the table (in document.body). A click in them
 * belongs to the cell being edited, so it must not end editing (spec §4: clicking outside, other than on
 * pickers or dropdowns, returns all cells to read-only).
 */
export const FLOATING_SELECTORS = [
  '.ant-select-dropdown', '.ant-picker-dropdown', '.ant-cascader-dropdown', '.ant-dropdown', '.ant-popover',
  '.ant-tooltip', '.ant-modal-root', '.ant-modal-wrap', '.ant-image-preview-root', '.ant-image-preview-wrap',
  '.ant-message', '.ant-notification', '[data-editable-table-floating]',
].join(',');

export function isOutsideClick(target: EventTarget | null, table: Element | null): boolean {
  if (!table || !(target instanceof Element)) return false;
  if (!target.isConnected) return false; // the clicked option has already been removed by its dropdown
  if (table.contains(target)) return false;
  return target.closest(FLOATING_SELECTORS) === null;
}

/** spec §4 Other widgets: a sub-popover opens below when more than 350 px remain under the click, else above. */
export function popoverPlacement(clickY: number, viewportHeight: number): 'bottom' | 'top' {
  return viewportHeight - clickY > 350 ? 'bottom' : 'top';
}
