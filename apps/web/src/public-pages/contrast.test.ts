import { describe, expect, it } from 'vitest';
import html from '../../foodcode.html?raw';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// The page's colours are variables in foodcode.html (public.css uses them; Vitest loads no CSS file's text).
const vars = Object.fromEntries([...html.matchAll(/(--fc-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));

describe('text contrast of the warnings (WCAG AA, 4.5:1)', () => {
  it('holds for the repeat-scan warning, the 关键控制点 tag and a step\'s deviation', () => {
    expect(contrast(vars['--fc-amber'], vars['--fc-amber-bg'])).toBeGreaterThanOrEqual(4.5); // .fc-warning
    expect(contrast(vars['--fc-ccp'], vars['--fc-ccp-bg'])).toBeGreaterThanOrEqual(4.5); // .fc-badge--ccp
    expect(contrast(vars['--fc-amber'], '#ffffff')).toBeGreaterThanOrEqual(4.5); // .fc-steps__result--deviation
    expect(contrast(vars['--fc-muted'], '#f4f6f5')).toBeGreaterThanOrEqual(4.5); // the footer on the page
  });
});
