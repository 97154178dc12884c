import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
  return { ctx, page };
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
