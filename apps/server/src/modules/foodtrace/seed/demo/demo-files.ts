import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DemoData } from './demo-data.ts';

/**
 * The demo's pictures (drawn by scripts/render-demo-images.mjs, committed beside this file), stored into the
 * public folders the pages read them from: `food` for product photos, `ad` for ad banners (files/README.md).
 */
const DIR = fileURLToPath(new URL('./files/', import.meta.url));

export const DEMO_IMAGES = {
  milk: 'food/demo/fresh-milk-950.jpg',
  small: 'food/demo/fresh-milk-250.jpg',
  yogurt: 'food/demo/yogurt-200.jpg',
  adMilk: 'ad/demo/ad-fresh-milk.jpg',
  adOpenDay: 'ad/demo/ad-open-day.jpg',
  adYogurt: 'ad/demo/ad-yogurt.jpg',
  adGift: 'ad/demo/ad-gift.jpg',
} as const;

/** A demo picture for a record: stored at `storedPath` from the bundled file of the same name. */
export function picture(d: DemoData, storedPath: string): string {
  return d.file(storedPath, () => fs.readFileSync(DIR + storedPath.slice(storedPath.lastIndexOf('/') + 1)));
}
