import { LAYOUT } from '@foodtrace/contracts';

/**
 * spec §2.4: with auto-hide on, the header hides when the page scrolls down past 100 px and comes back when
 * scrolling up or near the top.
 */
export function nextHeaderVisible(previousTop: number, top: number, threshold: number = LAYOUT.headerAutoHideScrollPx): boolean {
  if (top <= threshold) return true;
  return top < previousTop;
}
