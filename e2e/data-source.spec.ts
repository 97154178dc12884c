import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminSession, it, openMenu, pickOption, SHOTS } from './helpers.ts';

/**
 * 数据源管理 (spec §2.3 "data sources"): the demo's two sources are listed and 测试连接 on one says why it cannot
 * connect; a new source is tried from its form (a closed port, and — where the machine has PostgreSQL, as CI
 * does — a real server), saved, and its password is never shown again: the edit form starts it blank, the
 * detail has no such row.
 */
const code = `e2e_${Date.now().toString(36)}`;
const pgUrl = process.env.TEST_PG_URL ? new URL(process.env.TEST_PG_URL) : null;

describe('数据源管理', () => {
  let browser: Browser;
  let page: Page;
  const pane = () => page.locator('.page-pane:not([hidden])');
  const toast = (text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text }).last();
  const form = () => page.locator('.ant-modal-container', { hasText: /新增数据源|编辑数据源/ });

  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => { await browser?.close(); });

  it('lists the demo sources, and 测试连接 on one says why it cannot connect', async () => {
    await openMenu(page, '系统管理', '数据源管理', /\/isystem\/dataSource$/);
    const erp = pane().locator('.ant-table-row', { hasText: 'kingdee_erp' });
    await erp.getByText('MySQL / MariaDB', { exact: true }).waitFor();
    await pane().locator('.ant-table-row', { hasText: 'lab_lims' }).getByText('PostgreSQL', { exact: true }).waitFor();
    await erp.getByRole('button', { name: '测试连接' }).click();
    await toast('连接失败：找不到主机“erp.xianyuan.local”').waitFor();
    await page.screenshot({ path: join(SHOTS, 'data-source-list.png') });
  });

  it('tries a new source from its form, saves it, and never shows its password again', async () => {
    await pane().getByRole('button', { name: '新增' }).click();
    const dialog = form();
    await dialog.waitFor();
    await dialog.getByLabel('数据源编码').fill(code);
    await dialog.getByLabel('数据源名称').fill('质检报表库');
    await pickOption(page, dialog.getByLabel('数据库类型'), 'PostgreSQL');
    await dialog.getByLabel('数据源地址').fill('jdbc:postgresql://127.0.0.1:1/quality');
    await dialog.getByLabel('用户名').fill('report_reader');
    // without a password a new source cannot be tried: the form says so under the field
    await dialog.getByRole('button', { name: '测试连接' }).click();
    await dialog.getByText('请输入密码').waitFor();
    await dialog.getByLabel('密码').fill('Reader#e2e-2026');
    await dialog.getByRole('button', { name: '测试连接' }).click();
    await toast('连接失败：127.0.0.1:1 拒绝连接（该端口没有数据库服务）').waitFor();
    if (pgUrl) {
      await dialog.getByLabel('数据源地址').fill(`jdbc:postgresql://${pgUrl.hostname}:${pgUrl.port || 5432}${pgUrl.pathname}`);
      await dialog.getByLabel('用户名').fill(decodeURIComponent(pgUrl.username) || 'postgres');
      await dialog.getByRole('button', { name: '测试连接' }).click();
      await toast(/^连接成功：PostgreSQL \d+\.\d+（\d+ ms）$/).waitFor();
    }
    await page.screenshot({ path: join(SHOTS, 'data-source-form.png') });
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await toast('添加成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = pane().locator('.ant-table-row', { hasText: code });
    await row.getByRole('button', { name: '编辑' }).click();
    await dialog.waitFor();
    const password = dialog.getByLabel('密码');
    assert.equal(await password.inputValue(), '', 'the edit form starts the password blank');
    assert.equal(await password.getAttribute('placeholder'), '不修改请留空');
    if (pgUrl) {
      // a saved source is tried with its stored password when the form leaves it blank
      await dialog.getByRole('button', { name: '测试连接' }).click();
      await toast(/^连接成功：PostgreSQL/).waitFor();
    }
    await page.screenshot({ path: join(SHOTS, 'data-source-edit.png') });
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: /^关\s*闭$/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.locator('.ant-modal-container', { hasText: '详细信息' });
    await detail.getByText('质检报表库').waitFor();
    assert.equal(await detail.getByText('密码', { exact: true }).count(), 0, 'the detail has no password row');
    await detail.locator('.ant-modal-close').click();
    await detail.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-popconfirm', { hasText: '确定删除吗?' }).getByRole('button', { name: /^确\s*定$/ }).click();
    await toast('删除成功').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
