export interface WindowInput {
  /** Scroll offset of the body (px). */
  scrollTop: number;
  /** Height of the visible body (px). */
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Rows rendered beyond the visible ones on each side (spec §9: about 9). */
  overscan: number;
}

/** The rows to render, [start, end) — visible rows plus the overscan above and below. */
export function computeWindow({ scrollTop, viewportHeight, rowHeight, rowCount, overscan }: WindowInput): { start: number; end: number } {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const firstVisible = Math.max(0, Math.floor(Math.max(0, scrollTop) / rowHeight));
  const lastVisible = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  const start = Math.min(rowCount, Math.max(0, firstVisible - overscan));
  const end = Math.min(rowCount, Math.max(start, lastVisible + overscan));
  return { start, end };
}

/** The scroll offset that brings a row into view, or null when it already is. */
export function scrollOffsetFor(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number | null {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return null;
}
