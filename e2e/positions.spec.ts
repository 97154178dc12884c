import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminSession, hoverMenu, it, openMenu, pickOption, SHOTS } from './helpers.ts';

/**
 * 职务管理 end to end: the generic list page and form driven by the position definition, against the real
 * server. Codes are unique per run so the spec also passes on a database that earlier runs left behind.
 */
const run = Date.now().toString(36);
const code = `e2e_${run}`;
const name = `测试职务${run}`;
const renamed = `${name}（改）`;
const OK = /^确\s*定$/;

describe('职务管理', () => {
  let browser: Browser;
  let page: Page;

  const dialog = () => page.getByRole('dialog');
  /** The footer's buttons; the corner × is also named 关闭. */
  const footerButton = (name: RegExp) => dialog().locator('.ant-modal-footer').getByRole('button', { name });
  const rowOf = (text: string): Locator => page.locator('.ant-table-tbody tr', { hasText: text });
  /** The table has loaded and its loading veil has faded (for the screenshot). */
  const tableSettled = async () => {
    await page.locator('.ant-table-wrapper [aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-wrapper .ant-spin-container')]
      .every((el) => getComputedStyle(el).opacity === '1'));
  };
  const toast = (text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });
  const pickRank = (text: string) => pickOption(page, dialog().getByLabel('职级'), text);
  const fillForm = async (c: string, n: string, rank: string) => {
    await dialog().getByLabel('职务编码').fill(c);
    await dialog().getByLabel('职务名称').fill(n);
    await pickRank(rank);
  };

  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => { await browser?.close(); });

  it('opens from the menu 系统管理 → 职务管理', async () => {
    await openMenu(page, '系统管理', '职务管理', /\/isystem\/position$/);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByText(/^\d+-\d+ 共\d+条$/).waitFor();
    await tableSettled();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'positions-list.png') });
  });

  it('adds a position with a rank from the 职级 dictionary', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog().getByText('新增职务').waitFor();
    await footerButton(OK).click();
    await dialog().getByText('请输入职务编码').waitFor(); // the contract's message, checked before sending
    await fillForm(code, name, '中级');
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await page.screenshot({ path: join(SHOTS, 'positions-form.png') });
    await footerButton(OK).click();
    await toast('添加成功').waitFor();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('refuses a duplicate code with the server message', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await fillForm(code, `${name}重复`, '员级');
    await footerButton(OK).click();
    await page.locator('.ant-message-warning', { hasText: '已存在' }).waitFor();
    assert.equal(await dialog().isVisible(), true, 'the form stays open after a refusal');
    await footerButton(/^关\s*闭$/).click();
    // what was typed is not dropped without a word
    const ask = page.getByRole('dialog', { name: '放弃未保存的内容？' });
    await ask.getByRole('button', { name: /^放\s*弃$/ }).click();
    await ask.waitFor({ state: 'hidden' });
    await dialog().waitFor({ state: 'hidden' });
  });

  it('finds it by name', async () => {
    const search = page.getByRole('search');
    await search.getByLabel('职务名称').fill(name);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('1-1 共1条').waitFor();
    const row = rowOf(code);
    await row.waitFor();
    assert.match(await row.innerText(), /中级/);
  });

  it('edits it', async () => {
    await rowOf(code).getByRole('button', { name: /编\s*辑/ }).click();
    await dialog().getByText('编辑职务').waitFor();
    const field = dialog().getByLabel('职务名称');
    assert.equal(await field.inputValue(), name);
    await field.fill(renamed);
    await pickRank('副高级');
    await footerButton(OK).click();
    await toast('编辑成功').waitFor();
    await rowOf(renamed).waitFor();
    assert.match(await rowOf(renamed).innerText(), /副高级/);
  });

  it('shows the details read-only', async () => {
    await rowOf(code).getByRole('button', { name: /详\s*情/ }).click();
    await dialog().getByText('详细信息').waitFor(); // the detail modal of spec §2.7
    assert.equal(await dialog().getByRole('textbox').count(), 0);
    await dialog().getByText(renamed).waitFor();
    await footerButton(/^关\s*闭$/).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('warns when batch delete has no selection, and asks before deleting a selection', async () => {
    const batchDelete = async () => {
      await hoverMenu(page, page.getByRole('button', { name: '批量操作' }), '删除');
    };
    await batchDelete();
    await toast('请选择一条记录！').waitFor();
    await rowOf(code).getByRole('checkbox').check();
    await page.getByText(/已选择\s*1\s*项/).waitFor();
    await batchDelete();
    await page.getByText('确定要删除这 1 项吗?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await page.getByRole('button', { name: /清\s*空/ }).click();
    await page.getByText(/已选择\s*0\s*项/).waitFor();
  });

  it('deletes it after confirmation', async () => {
    await rowOf(code).getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('确定删除吗?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
    await toast('删除成功').waitFor();
    await rowOf(code).waitFor({ state: 'detached' });
  });
});
