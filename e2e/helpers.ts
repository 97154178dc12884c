import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { it as nodeIt, type TestContext } from 'node:test';
import ExcelJS from 'exceljs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** Set by e2e/run.mjs, which starts the built app on a fresh database. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin#e2e-2026';
export const SHOTS = process.env.E2E_SHOTS ?? 'screenshots';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await ctx.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return { ctx, page };
}

/** Pages opened by newPage and still open: what a failing test leaves on screen is printed from these. */
const openPages = new Set<Page>();

/**
 * node:test's `it`, which on a failure prints what each open page shows (address, open dialogs and drawers,
 * messages) and saves a screenshot of it as FAILED-*.png: a red CI run then says what the browser saw.
 */
export function it(name: string, fn: (t: TestContext) => Promise<void>): void {
  nodeIt(name, async (t) => {
    try {
      await fn(t);
    } catch (err) {
      await describeOpenPages(name);
      await closeStrayDialogs();
      throw err;
    }
  });
}

/**
 * A test that fails with a dialog open would leave it over the page, and every later test of the spec would
 * fail on its mask: one failure reported as seven. Escape closes what the failed test left.
 */
async function closeStrayDialogs(): Promise<void> {
  for (const page of openPages) {
    for (let i = 0; i < 3 && (await page.locator('.ant-modal-wrap:visible, .ant-drawer-mask').count().catch(() => 0)); i++) {
      await page.keyboard.press('Escape').catch(() => undefined);
      await page.waitForTimeout(400);
    }
  }
}

/**
 * Waits until no dialog is zooming open or closed. A click on a button of a dialog still zooming open aims at
 * where the button was a frame ago; on a loaded machine it can land beside it (CI saw a confirm that stayed
 * open). A person clicks a dialog at rest.
 */
export async function dialogsAtRest(page: Page): Promise<void> {
  // only dialogs on screen: one in a hidden tab's pane stays mid-zoom (nothing animates under display: none)
  await page.waitForFunction(() => ![...document.querySelectorAll('.ant-modal')]
    .some((el) => el.getClientRects().length > 0 && /zoom-(enter|appear|leave)/.test(el.className)));
}

/**
 * Acts (a click, a hover) until `done` holds, at most `attempts` times. On a loaded machine an action on a list,
 * menu or tab bar that is still moving or re-rendering can be lost; a person would simply do it again. `done`
 * gets the time it may take: `wait` for every attempt but the last, 30 s for the last.
 */
export async function retryUntil(act: () => Promise<unknown>, done: (timeout: number) => Promise<unknown>,
  { attempts = 3, wait = 5_000 } = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await act();
    try {
      await done(attempt < attempts ? wait : 30_000);
      return;
    } catch (err) {
      if (attempt >= attempts) throw err;
    }
  }
}

/** Answers a confirm (放弃未保存的内容？, 确定要删除…) once it stands still, and waits until it has gone. */
export async function answerConfirm(page: Page, question: string | RegExp, answer: string | RegExp): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm', { hasText: question });
  await confirm.waitFor();
  await dialogsAtRest(page);
  await confirm.getByRole('button', { name: answer }).click();
  await confirm.waitFor({ state: 'detached' });
}

async function describeOpenPages(testName: string): Promise<void> {
  let n = 0;
  for (const page of openPages) {
    n += 1;
    const file = join(SHOTS, `FAILED-${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-${n}.png`);
    try {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: file, timeout: 5000 });
      // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
      const seen = await page.evaluate(`(() => {
        const visible = (el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed';
        const texts = (sel) => [...document.querySelectorAll(sel)].filter(visible).map((el) => (el.textContent || '').trim().slice(0, 80));
        return {
          overlays: texts('.ant-modal-title, .ant-drawer-title'),
          motion: [...document.querySelectorAll('.ant-modal')].map((el) => el.className).filter((c) => /zoom/.test(c)),
          masks: document.querySelectorAll('.ant-drawer-mask, .ant-modal-mask').length,
          messages: texts('.ant-message-notice'),
          pane: ((document.querySelector('.page-pane:not([hidden])') || document.body).textContent || '').replace(/\\s+/g, ' ').slice(0, 300),
        };
      })()`) as { overlays: string[]; motion: string[]; masks: number; messages: string[]; pane: string };
      console.log(`  ↳ page ${n} at ${page.url()}\n    overlays: ${JSON.stringify(seen.overlays)} (masks in DOM: ${seen.masks}${seen.motion.length ? `, still moving: ${seen.motion.join(' | ')}` : ''})\n    messages: ${JSON.stringify(seen.messages)}\n    shows: ${seen.pane}\n    screenshot: ${file}`);
    } catch (e) {
      console.log(`  ↳ page ${n} at ${page.url()}: could not be described (${(e as Error).message.split('\n')[0]})`);
    }
  }
}

/**
 * Opens a page from the side menu (group → item) and waits until it is the page on screen. A click changes the
 * address first and keeps the old page until the new page's code has loaded (navigations are transitions),
 * so the active tab, not the address, says the new page is there. A click that lands while the submenu is
 * still sliding open is made again.
 */
export async function openMenu(page: Page, group: string, item: string, path: RegExp): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
  await retryUntil(() => entry.click(), (timeout) => page.waitForURL(path, { timeout }), { attempts: 2, wait: 10_000 });
  if (await page.locator('.multi-tab').count()) await page.locator('.multi-tab .ant-tabs-tab-active', { hasText: item }).waitFor();
}

/** The rows of a downloaded workbook's first sheet, cells as exceljs reads them. */
export async function readWorkbook(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Signs in through the real login form (slider check included) and waits for the home page. */
export async function login(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto(`${BASE_URL}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await passSlider(page);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
}

/**
 * What most specs start with: a browser, and one page signed in as the administrator (the screenshot folder
 * made). The spec closes the browser in its `after`.
 */
export async function adminSession(viewport?: { width: number; height: number }): Promise<{ browser: Browser; ctx: BrowserContext; page: Page }> {
  mkdirSync(SHOTS, { recursive: true });
  const browser = await launch();
  const { ctx, page } = await newPage(browser, viewport);
  await login(page);
  return { browser, ctx, page };
}

/** Drags the slider human check past its end. */
export async function passSlider(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  const track = page.getByTestId('slider-track');
  const hb = await handle.boundingBox();
  const tb = await track.boundingBox();
  if (!hb || !tb) throw new Error('slider not visible');
  await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await page.mouse.down();
  await page.mouse.move(tb.x + tb.width + 20, hb.y + hb.height / 2, { steps: 12 });
  await page.mouse.up();
  await page.getByText('验证通过').waitFor();
}

/**
 * A call of the API from the page, with the session of its signed-in user (the token the app keeps in local
 * storage): the HTTP status and the JSON answer.
 */
export async function pageApi<T = unknown>(page: Page, method: string, url: string, body?: unknown):
  Promise<{ status: number; body: { success: boolean; message: string; result: T } }> {
  return page.evaluate(async ({ method, url, body }) => {
    const token = JSON.parse(localStorage.getItem('Access-Token') ?? 'null')?.value ?? '';
    const res = await fetch(`/api${url}`, {
      method,
      headers: { 'X-Access-Token': token, 'tenant-id': '0', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  }, { method, url, body });
}

/** Waits until no select, cascader or menu list is still sliding open (a click on it could land beside). */
export async function popupsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.ant-slide-up-enter, .ant-slide-up-appear'));
}

/**
 * Picks an option of an antd Select and waits until the select shows it and its list has closed.
 * A click while the list is still sliding open can land on nothing (CI had 女 and 创建人（createBy） highlighted
 * and not chosen, and every later step of the spec failed behind the open list), so it waits for the list to
 * stand still and tries again rather than going on with the old value.
 * - `typed`: text typed into the select first (a long or server-searched list shows the option only then);
 * - `partial`: the option's text contains `option` (a lot's option also names its product) instead of being it.
 */
export async function pickOption(page: Page, combobox: Locator, option: string, opts: { typed?: string; partial?: boolean } = {}): Promise<void> {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const item = opts.partial ? list.locator('.ant-select-item-option', { hasText: option }).first()
    : list.locator(`.ant-select-item-option[title="${option}"]`);
  await retryUntil(async () => {
    if (!(await item.isVisible())) {
      if (!(await list.isVisible())) await combobox.click();
      if (opts.typed) {
        await combobox.fill(opts.typed);
        await item.waitFor();
      }
    }
    await popupsAtRest(page);
    await item.click();
  }, (timeout) => select.filter({ hasText: option }).waitFor({ timeout }));
  // A multiple select keeps its list open for more: Escape closes the list (the select keeps the key).
  if (await select.evaluate((el) => el.classList.contains('ant-select-multiple'))) {
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    return;
  }
  // A single select's list still open after the choice is left with Tab (Escape might close the dialog too).
  await list.waitFor({ state: 'hidden', timeout: 3000 }).catch(async () => {
    await page.keyboard.press('Tab');
    await list.waitFor({ state: 'hidden' });
  });
}

/**
 * Opens a menu that shows on hover (更多, 批量操作) and clicks one of its items. A hover can be lost while a
 * busy page re-renders the trigger, so the mouse leaves and comes back until the menu shows (as a user would).
 */
export async function hoverMenu(page: Page, trigger: Locator, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  await retryUntil(async () => {
    await page.mouse.move(0, 0);
    await trigger.hover();
  }, (timeout) => entry.waitFor({ state: 'visible', timeout }), { attempts: 4 });
  await entry.click();
}


/** The number on the page's notice-bell badge (0 when the badge is hidden); runs in the page. */
function badgeNumber(): number {
  const el = document.querySelector('[data-testid="notice-bell"] .ant-badge-count');
  return Number((el?.getAttribute('title') ?? el?.textContent ?? '').replace(/\D/g, '') || 0);
}

/** The number the notice bell shows now. */
export const bellCount = (page: Page): Promise<number> => page.evaluate(badgeNumber);

/**
 * Waits until the notice bell shows n. The predicate is a function, not a string: Playwright evaluates a string
 * with eval, which the app's CSP (script-src 'self') refuses now and then. A function passed is sent without
 * its closure, so it reads the badge itself, as badgeNumber does.
 */
export const bellShows = (page: Page, n: number, timeout?: number) =>
  page.waitForFunction((want) => {
    const el = document.querySelector('[data-testid="notice-bell"] .ant-badge-count');
    return Number((el?.getAttribute('title') ?? el?.textContent ?? '').replace(/\D/g, '') || 0) === want;
  }, n, timeout ? { timeout } : undefined);
