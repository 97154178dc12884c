import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, BASE_URL, it, launch, login, newPage, openMenu, pickOption, SHOTS } from './helpers.ts';

/**
 * 演示 → 选择器: the user picker with its department filter, the department, role and position pickers, the
 * bulk picker's paging (5/10/20/30) and the popup reports (single-mode warning, target fields written). The
 * staff it picks from are added through the API with names unique per run.
 */
const run = Date.now().toString(36).slice(-5);
const QA = 'a0000000000000000000000000000002';
const PRODUCTION = 'a0000000000000000000000000000003';
const STAFF = [
  { username: `qa_li_${run}`, realname: `李质检${run}`, sex: 2, birthday: '1992-05-01', selecteddeparts: QA },
  { username: `qa_wang_${run}`, realname: `王化验${run}`, sex: 1, birthday: '1988-11-20', selecteddeparts: QA },
  { username: `pd_zhang_${run}`, realname: `张生产${run}`, sex: 1, birthday: '1990-03-15', selecteddeparts: PRODUCTION },
];
const OK = /^确\s*定$/;

async function api(path: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'X-Access-Token': init.token } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await res.json()) as { success: boolean; message: string; result: { token: string } };
}

describe('选择器', () => {
  let browser: Browser;
  let page: Page;

  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  const values = async (): Promise<Record<string, unknown>> => JSON.parse((await page.getByTestId('form-values').textContent()) ?? '{}');
  const waitValue = async (key: string, test: (v: unknown) => boolean) => {
    for (let i = 0; i < 50; i++) {
      if (test((await values())[key])) return;
      await page.waitForTimeout(100);
    }
    assert.fail(`${key} = ${JSON.stringify((await values())[key])}`);
  };
  const formItem = (label: string) => page.locator('.ant-form-item', { has: page.locator(`label:text-is("${label}")`) });
  const open = async (label: string, title: string) => {
    await formItem(label).getByRole('button', { name: /选\s*择/ }).click();
    await dialog(title).waitFor();
    await settled();
  };
  const confirm = (d: Locator) => d.locator('.ant-modal-footer').getByRole('button', { name: OK }).click();
  const rows = (d: Locator) => d.locator('.ant-table-tbody tr.ant-table-row');
  const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
  const widthOf = async (d: Locator) => Math.round((await d.locator('xpath=ancestor-or-self::div[contains(@class,"ant-modal ")][1]').boundingBox())!.width);
  const settled = () => page.waitForFunction(() => ![...document.querySelectorAll('.ant-modal')].some((el) => /zoom-(enter|appear|leave)/.test(el.className)));
  const tableSettled = (d: Locator) => d.locator('.ant-table-wrapper [aria-busy="true"]').waitFor({ state: 'detached' });
  const shot = async (name: string) => {
    await settled();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `pickers-${name}.png`) });
  };

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = (await api('/sys/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).result.token;
    for (const u of STAFF) {
      const res = await api('/sys/user/add', { token, body: { ...u, password: 'Staff#pass-2026' } });
      assert.ok(res.success, res.message);
    }
    browser = await launch();
    ({ page } = await newPage(browser, { width: 1440, height: 1000 }));
    await login(page);
  });
  after(async () => { await browser?.close(); });

  it('opens from the menu 演示 → 选择器', async () => {
    await openMenu(page, '演示', '选择器', /\/demo\/pickers$/);
    await formItem('质检人员（多选，含部门树）').waitFor();
    await shot('page');
  });

  it('picks users narrowed to a department by the tree and by sex (dialog 1250 wide)', async () => {
    await open('质检人员（多选，含部门树）', '选择用户');
    const d = dialog('选择用户');
    assert.equal(await widthOf(d), 1250);
    await d.locator('.ant-tree-title', { hasText: /^质量管理部$/ }).click();
    await tableSettled(d);
    await d.getByText(`李质检${run}`).waitFor();
    assert.equal(await d.getByText(`张生产${run}`).count(), 0, 'members of another department are not listed');
    await pickOption(page, d.getByLabel('性别'), '女');
    await d.getByText(`王化验${run}`).waitFor({ state: 'detached' });
    await rows(d).filter({ hasText: `李质检${run}` }).click();
    await shot('user-dialog');
    await confirm(d);
    await d.waitFor({ state: 'hidden' });
    await waitValue('inspectors', (v) => v === `qa_li_${run}`);
    assert.equal(await formItem('质检人员（多选，含部门树）').locator('input').inputValue(), `李质检${run}`);
  });

  it('picks one user without the tree (1200 wide), storing the id', async () => {
    await open('复核人（单选，无部门树）', '选择用户');
    const d = dialog('选择用户');
    assert.equal(await widthOf(d), 1200);
    await d.getByPlaceholder('请输入姓名').fill(`王化验${run}`);
    await rows(d).filter({ hasText: `王化验${run}` }).click();
    await confirm(d);
    await waitValue('reviewer', (v) => typeof v === 'string' && /^[0-9a-f]{32}$/.test(v));
  });

  it('picks departments from the tree (dialog 500 wide), several or one', async () => {
    await open('参与部门（多选）', '选择部门');
    const d = dialog('选择部门');
    assert.equal(await widthOf(d), 500);
    for (const name of ['生产部', '仓储物流部']) await d.locator('.ant-tree-treenode', { hasText: new RegExp(`^${name}$`) }).locator('.ant-tree-checkbox').click();
    await shot('depart-dialog');
    await confirm(d);
    await waitValue('departs', (v) => v === `${PRODUCTION},a0000000000000000000000000000004`);
    assert.equal(await formItem('参与部门（多选）').locator('input').inputValue(), '生产部,仓储物流部');
    await open('责任部门（单选）', '选择部门');
    await dialog('选择部门').locator('.ant-tree-title', { hasText: /^质量管理部$/ }).click();
    await confirm(dialog('选择部门'));
    await waitValue('ownerDepart', (v) => v === QA);
  });

  it('picks a role (608 wide) and a position', async () => {
    await open('可见角色', '选择角色');
    assert.equal(await widthOf(dialog('选择角色')), 608);
    await rows(dialog('选择角色')).filter({ hasText: '管理员' }).first().click();
    await confirm(dialog('选择角色'));
    await waitValue('roles', (v) => typeof v === 'string' && v.length === 32);
    await open('要求职务', '选择职务');
    await rows(dialog('选择职务')).filter({ hasText: '质量经理' }).click();
    await confirm(dialog('选择职务'));
    await waitValue('positions', (v) => v === 'qa_manager');
  });

  it('the bulk picker pages 5/10/20/30 (900 wide) and keeps choices across pages', async () => {
    await open('抽检品类（批量选择）', '抽检品类（批量选择）');
    const d = dialog('抽检品类（批量选择）');
    assert.equal(await widthOf(d), 900);
    await tableSettled(d);
    await d.locator('.ant-pagination-options .ant-select').click();
    const sizes = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    assert.deepEqual(await sizes.allInnerTexts(), ['5 条/页', '10 条/页', '20 条/页', '30 条/页']);
    await sizes.filter({ hasText: '5 条/页' }).click();
    await tableSettled(d);
    assert.equal(await rows(d).count(), 5);
    await rows(d).filter({ hasText: '包装形式' }).click();
    await d.locator('.ant-pagination-item-2').click();
    await tableSettled(d);
    await rows(d).first().waitFor();
    const second = (await rows(d).first().locator('td').nth(1).innerText()).trim();
    await rows(d).first().click();
    await d.getByTestId('bulk-chosen').getByText(second).waitFor();
    assert.equal(await d.getByTestId('bulk-chosen').locator('.ant-tag').count(), 2);
    await shot('bulk-dialog');
    await confirm(d);
    await waitValue('categories', (v) => typeof v === 'string' && v.startsWith('A01,') && v.split(',').length === 2);
  });

  it('the popup report warns 请选择一条记录 in single mode and writes both target fields from one row', async () => {
    await open('检验员（弹窗报表，单选）', '部门人员');
    const d = dialog('部门人员');
    assert.equal(await widthOf(d), 1200);
    await tableSettled(d);
    await confirm(d);
    await toast('请选择一条记录').waitFor();
    await d.getByRole('textbox', { name: '部门', exact: true }).fill('质量');
    await d.getByRole('button', { name: /查\s*询/ }).click();
    await tableSettled(d);
    await d.getByText(`李质检${run}`).waitFor();
    await rows(d).filter({ hasText: `李质检${run}` }).locator('.ant-checkbox-input').check();
    await rows(d).filter({ hasText: `王化验${run}` }).locator('.ant-checkbox-input').check();
    await confirm(d);
    await page.locator('.ant-message-notice', { hasText: '请选择一条记录' }).nth(0).waitFor();
    assert.equal(await d.isVisible(), true, 'the dialog stays open');
    await shot('popup-dialog');
    await rows(d).filter({ hasText: `王化验${run}` }).locator('.ant-checkbox-input').uncheck();
    await confirm(d);
    await d.waitFor({ state: 'hidden' });
    await waitValue('inspector', (v) => v === `qa_li_${run}`);
    await waitValue('inspectorName', (v) => v === `李质检${run}`);
  });

  it('a multi popup with a report parameter writes comma-joined values', async () => {
    await open('乳制品分类（弹窗报表，多选）', '食品分类');
    const d = dialog('食品分类');
    await tableSettled(d);
    assert.ok((await rows(d).allInnerTexts()).every((t) => t.includes('B01A01')), 'only dairy under pcode B01A01');
    const byCode = (code: string) => rows(d).filter({ has: page.getByRole('cell', { name: code, exact: true }) });
    await byCode('B01A01A01').locator('.ant-checkbox-input').check();
    await byCode('B01A01A02').locator('.ant-checkbox-input').check();
    await confirm(d);
    await waitValue('dairyCodes', (v) => v === 'B01A01A01,B01A01A02');
    await waitValue('dairyNames', (v) => v === '液态奶,乳粉');
  });

  it('a wrong popup configuration is reported verbatim', async () => {
    await page.getByRole('button', { name: '演示弹窗配置错误' }).click();
    await toast('popup参数未正确配置!').first().waitFor();
    await toast('popup参数未正确配置,原始值和目标值数量不一致!').waitFor();
    await page.mouse.move(0, 0);
    await shot('filled');
  });
});
