import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, it, launch, login, newPage, pageApi, SHOTS } from './helpers.ts';

/**
 * Every screen of the menu on a 1440 × 900 laptop, with the demo data: no list scrolls sideways (a column under
 * the fixed 操作 column is a column nobody sees), and no column is squeezed to nothing (通讯录's 部门 was, by the
 * fixed widths beside it). Runs before the specs that add records of their own (the runner goes in name order).
 */
const NARROWEST = 24;

interface MenuItem { path?: string; meta?: { title?: string }; children?: MenuItem[] }

/** Every screen of the signed-in administrator's menu: its title and route. */
async function menuScreens(page: Page): Promise<Array<{ title: string; path: string }>> {
  const { menu } = (await pageApi<{ menu: MenuItem[] }>(page, 'GET', '/sys/permission/getUserPermissionByToken')).body.result;
  const screens: Array<{ title: string; path: string }> = [];
  const walk = (items: MenuItem[]) => {
    for (const m of items) {
      if (m.children?.length) walk(m.children);
      else if (m.path && !/^https?:/.test(m.path)) screens.push({ title: m.meta?.title ?? m.path, path: m.path });
    }
  };
  walk(menu);
  return screens;
}

describe('lists at 1440 px', () => {
  let browser: Browser;
  let ctx: BrowserContext;
  let page: Page;
  const shots = join(SHOTS, 'fit-1440');

  before(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launch();
    ({ ctx, page } = await newPage(browser));
    await login(page);
  });
  after(async () => {
    await ctx?.close();
    await browser?.close();
  });

  it('every screen of the menu fits: no table scrolls sideways, every column keeps room', async () => {
    const screens = await menuScreens(page);
    assert.ok(screens.length > 40, `the menu lists ${screens.length} screens`);
    const problems: string[] = [];
    let tables = 0;
    for (const { title, path } of screens) {
      await page.goto(`${BASE_URL}${path}`);
      await page.waitForLoadState('networkidle');
      // on a busy machine the page's own code may still be starting after the network went quiet: its spinner
      // goes first (then the list mounts with its loading spinner, waited for below)
      await page.locator('.page-spinner').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
      // the rows are in (or the list is empty) and no spinner is left
      await page.locator('.page-pane:not([hidden]) .ant-spin-spinning').first().waitFor({ state: 'detached' }).catch(() => undefined);
      const found = await page.evaluate(() => [...document.querySelectorAll('.page-pane:not([hidden]) .ant-table-wrapper')]
        .filter((w) => w.getClientRects().length > 0 && !w.closest('.ant-modal, .ant-drawer'))
        .map((w) => {
          const body = w.querySelector('.ant-table-content, .ant-table-body');
          const heads = [...w.querySelectorAll('.ant-table-thead th')]
            .filter((th) => !th.classList.contains('ant-table-selection-column') && th.getAttribute('aria-hidden') !== 'true')
            .map((th) => ({ text: th.textContent?.trim() ?? '', width: (th as HTMLElement).offsetWidth }));
          return { wide: body?.scrollWidth ?? 0, shown: body?.clientWidth ?? 0, heads };
        }));
      tables += found.length;
      for (const t of found) {
        if (t.wide > t.shown + 1) problems.push(`${title} (${path}): the list is ${t.wide} px in ${t.shown} px`);
        for (const h of t.heads.filter((x) => x.text && x.width < NARROWEST)) problems.push(`${title} (${path}): 「${h.text}」 is ${h.width} px wide`);
      }
      if (found.some((t) => t.wide > t.shown + 1)) await page.screenshot({ path: join(shots, `${path.replace(/\W+/g, '_')}.png`) });
    }
    assert.ok(tables > 30, `${tables} lists measured`);
    assert.deepEqual(problems, []);
  });
});
