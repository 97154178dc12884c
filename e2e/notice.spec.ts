import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, bellCount, bellShows, it, launch, login, newPage, pageApi, SHOTS } from './helpers.ts';

/**
 * The notice bell between two signed-in users (spec §2.3 系统通告, §2.7, §4 Notice bell, §7.5): the
 * administrator writes a notice for everyone in 系统管理 → 系统通告 and releases it; a reader already signed in
 * in another browser context sees it arrive in the bell through the notice socket, without reloading, opens
 * it (it becomes read) and finds it under 查看更多 → 我的消息. Names are unique per run.
 */
const run = Date.now().toString(36);
const title = `冷库检修通知${run}`;
const roleName = `通告读者${run}`;
const roleCode = `notice_reader_${run}`;
const username = `rd${run}`.slice(0, 18);
const password = 'Reader#e2e-2026';
/**
 * 系统管理 → 职务管理, seeded menus: the reader's role needs a menu to be allowed to sign in, and the parent with
 * it (the menu tree drops children of ungranted parents, as the role tree's half-checked parents avoid).
 */
const SYSTEM_MENU = 'd7d6e2e4e2934f2c9385a623fd98c6f3';
const POSITIONS_MENU = '3f915b2769fc80648e92d04e84ca059e';
const OK = /^确\s*定$/;
/** How long the socket push may take to reach the reader's bell (spec: within a second; slack for CI). */
const PUSH_TIMEOUT = 5_000;

/** A call of the API with the session of the page's signed-in user: its JSON answer. */
const api = async <T = unknown>(page: Page, method: string, url: string, body?: unknown) => (await pageApi<T>(page, method, url, body)).body;

describe('系统通告与消息铃铛', () => {
  let browser: Browser;
  let admin: Page;
  let readerCtx: BrowserContext;
  let reader: Page;
  let before0 = 0;
  const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text }).last();
  const pane = (page: Page) => page.locator('.page-pane:not([hidden])');

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
    ({ page: admin } = await newPage(browser));
    await login(admin);
  });
  after(async () => { await browser?.close(); });

  it('a reader with one menu grant is set up through the API and signed in in a second context', async () => {
    const role = await api<{ id: string }>(admin, 'POST', '/sys/role/add', { roleName, roleCode });
    assert.equal(role.success, true, role.message);
    const grant = await api(admin, 'POST', '/sys/permission/saveRolePermission', { roleId: role.result.id, permissionIds: `${SYSTEM_MENU},${POSITIONS_MENU}`, lastpermissionIds: '' });
    assert.equal(grant.success, true, grant.message);
    const user = await api(admin, 'POST', '/sys/user/add', { username, password, confirmpassword: password, realname: '通告读者', selectedroles: role.result.id });
    assert.equal(user.success, true, user.message);

    ({ ctx: readerCtx, page: reader } = await newPage(browser));
    // The bell's socket says HeartBeat as soon as it is open: from then on a release reaches this page.
    const socketOpen = new Promise<void>((resolve) => {
      reader.on('websocket', (ws) => {
        if (!new URL(ws.url()).pathname.startsWith('/websocket/')) return;
        ws.on('framesent', (f) => { if (f.payload === 'HeartBeat') resolve(); });
      });
    });
    // The bell's first list: what the seed published to everyone before this reader joined (the demo's
    // notices). A quiet network is no proof the badge has drawn it; the answer and the badge are.
    const firstList = reader.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/sys/annountCement/listByUser'));
    await login(reader, username, password);
    await reader.getByRole('menuitem', { name: '系统管理' }).waitFor();
    await reader.getByTestId('notice-bell').waitFor();
    await socketOpen;
    const first = (await (await firstList).json()) as { result: { anntMsgTotal: number; sysMsgTotal: number } };
    before0 = first.result.anntMsgTotal + first.result.sysMsgTotal;
    await bellShows(reader, before0);
    // A marker that a reload of the page would lose.
    await reader.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
  });

  it('系统通告: the administrator writes a rich-text notice for everyone', async () => {
    // straight to the page: the menu's own navigation is proven by sysadmin.spec.ts and shell.spec.ts
    await admin.goto(`${BASE_URL}/isystem/annountCement`);
    await pane(admin).getByRole('button', { name: /新\s*增/ }).click();
    const form = admin.locator('.ant-modal-container', { hasText: '新增系统通告' });
    await form.waitFor();
    await form.getByLabel('标题').fill(title);
    await form.getByRole('radio', { name: '全体用户' }).check();
    await form.locator('.tox-tinymce').waitFor({ timeout: 30_000 });
    await form.locator('.tox-tbtn[aria-label="粗体"]').waitFor();
    const body = form.frameLocator('iframe').locator('body');
    await body.click();
    await admin.keyboard.type('今晚 22:00 起一号冷库停机检修，');
    await admin.keyboard.press('Control+B');
    await admin.keyboard.type('请提前转移库存');
    await admin.keyboard.press('Control+B');
    await admin.keyboard.type('。');
    await admin.screenshot({ path: join(SHOTS, 'notice-admin-form.png') });
    await form.getByRole('button', { name: OK }).click();
    await toast(admin, /添加成功/).waitFor();
    await form.waitFor({ state: 'hidden' });
    const row = pane(admin).locator('.ant-table-tbody tr', { hasText: title });
    await row.waitFor();
    await row.getByText('未发布').waitFor();
  });

  it('发布: the reader\'s bell shows the notice at once, without a reload', async () => {
    assert.equal(await bellCount(reader), before0, 'nothing reached the reader before the release');
    const row = pane(admin).locator('.ant-table-tbody tr', { hasText: title });
    await row.getByRole('button', { name: /^发\s*布$/ }).click();
    const confirm = admin.locator('.ant-popover:visible', { hasText: '确定发布该通告吗' });
    await confirm.getByRole('button', { name: OK }).click();
    const released = Date.now();
    await toast(admin, '该系统通知发布成功').waitFor();
    await row.getByText('已发布').waitFor();
    await row.getByRole('button', { name: /^撤\s*销$/ }).waitFor();
    await admin.screenshot({ path: join(SHOTS, 'notice-admin-released.png') });

    await bellShows(reader, before0 + 1, PUSH_TIMEOUT);
    console.log(`  bell updated ${Date.now() - released} ms after the release was confirmed`);
    assert.equal(await reader.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'the page was not reloaded');
  });

  it('the reader opens the bell, sees the notice and opens it; it becomes read', async () => {
    await reader.getByTestId('notice-bell').click();
    const popover = reader.locator('.ant-popover:visible');
    // the badge counts both tabs (the seed's notices include a 系统消息); the notice itself is looked for below
    await popover.getByRole('tab', { name: /^通知\(\d+\)$/ }).waitFor();
    await popover.getByRole('tab', { name: /^系统消息\(\d+\)$/ }).waitFor();
    const item = popover.locator('.notice-list__item', { hasText: title });
    await item.waitFor();
    await item.getByText('一般消息').waitFor();
    // Measured once the zoom-in animation has finished (it scales the popover while it runs).
    await popover.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = await popover.locator('.ant-popover-container').boundingBox();
    assert.equal(Math.round(box!.width), 300, 'the popover is 300 px wide');
    await reader.screenshot({ path: join(SHOTS, 'notice-bell-popover.png') });

    await item.getByRole('button').click();
    const detail = reader.locator('.ant-modal-container', { hasText: title });
    await detail.locator('.notice-detail__body b, .notice-detail__body strong', { hasText: '请提前转移库存' }).waitFor();
    await detail.getByText('今晚 22:00 起一号冷库停机检修').waitFor();
    await detail.getByText('系统管理员').waitFor();
    await reader.screenshot({ path: join(SHOTS, 'notice-detail.png') });
    // Opening marked it read: the badge goes back to where it was.
    await bellShows(reader, before0);
    await detail.locator('.ant-modal-footer').getByRole('button', { name: /^关\s*闭$/ }).click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('查看更多 leads to 我的消息, where the notice is listed as read', async () => {
    await reader.getByTestId('notice-bell').click();
    const popover = reader.locator('.ant-popover:visible');
    await popover.getByRole('tab', { name: /^通知\(\d+\)$/ }).waitFor();
    assert.equal(await popover.locator('.notice-list__item', { hasText: title }).count(), 0, 'a read notice leaves the bell');
    await popover.getByRole('tabpanel').getByRole('button', { name: '查看更多' }).click();
    await reader.waitForURL(/\/isps\/userAnnouncement$/);
    const row = pane(reader).locator('.ant-table-tbody tr', { hasText: title });
    await row.waitFor();
    await row.getByText('已读').waitFor();
    await row.getByText('系统管理员').waitFor();
    await reader.screenshot({ path: join(SHOTS, 'notice-my-announcements.png') });
    await readerCtx.close();
  });
});
