export interface ScrollMeasure {
  frames: number;
  avgMs: number;
  p95Ms: number;
  maxMs: number;
  /** The most rows the DOM held during the run. */
  maxDomRows: number;
}

/**
 * Scrolls an element by `pxPerFrame` for `frames` animation frames and measures the frame times. 180 px a
 * frame is a fast wheel (three rows enter every frame); a jump of thousands of px is a scrollbar drag,
 * where every frame brings a whole new window of rows.
 */
export function measureScroll(el: HTMLElement, countRows: () => number, pxPerFrame = 180, frames = 120): Promise<ScrollMeasure> {
  return new Promise((resolve) => {
    const times: number[] = [];
    let maxDomRows = 0;
    let i = 0;
    let last = performance.now();
    const step = () => {
      const now = performance.now();
      if (i > 0) times.push(now - last);
      last = now;
      maxDomRows = Math.max(maxDomRows, countRows());
      if (i >= frames) {
        const sorted = times.slice().sort((a, b) => a - b);
        const avg = sorted.reduce((a, b) => a + b, 0) / sorted.length;
        resolve({
          frames: sorted.length, avgMs: Math.round(avg * 10) / 10, p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)]),
          maxMs: Math.round(sorted[sorted.length - 1]), maxDomRows,
        });
        return;
      }
      el.scrollTop += pxPerFrame;
      i += 1;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
