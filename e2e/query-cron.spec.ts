import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminSession, answerConfirm, dialogsAtRest, it, openMenu, pickOption, SHOTS } from './helpers.ts';

/**
 * 演示 → 高级查询与定时表达式: the advanced query builder on the live positions list (run, active button,
 * save / reload / load / overwrite / delete, the empty-condition messages), the schedule-expression picker
 * (a mode chosen, the expression and its next runs; an existing expression read back into its modes) and the
 * detail modal. Names are unique per run so a database left by an earlier run does not matter.
 */
const run = Date.now().toString(36);
const savedName = `经理或员级-${run}`;
const OK = /^确\s*定$/;

describe('高级查询与定时表达式', () => {
  let browser: Browser;
  let page: Page;

  const builder = () => page.getByRole('dialog', { name: '高级查询构造器' });
  const picker = () => page.getByRole('dialog', { name: 'Cron 表达式' });
  const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
  const line = (i: number) => builder().getByTestId('super-query-line').nth(i);
  const superButton = () => page.getByRole('button', { name: /高级查询/ });
  const choose = (select: Locator, option: string) => pickOption(page, select, option);
  const rowsCodes = async () => (await page.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts()).join('\n');
  const tableSettled = async () => {
    await page.locator('.ant-table-wrapper [aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-wrapper .ant-spin-container')]
      .every((el) => getComputedStyle(el).opacity === '1'));
  };
  /** A screenshot shows the dialogs at rest. */
  const settled = () => dialogsAtRest(page);
  const shot = async (name: string) => {
    await settled();
    await page.screenshot({ path: join(SHOTS, name) });
  };
  const footerButton = (dialog: Locator, name: RegExp) => dialog.locator('.ant-modal-footer').getByRole('button', { name });

  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => { await browser?.close(); });

  it('opens from the menu 演示 → 高级查询与定时表达式', async () => {
    await openMenu(page, '演示', '高级查询与定时表达式', /\/demo\/query-cron$/);
    await page.getByText(/^\d+-\d+ 共\d+条$/).waitFor();
    await tableSettled();
    assert.equal(await superButton().getAttribute('aria-pressed'), 'false');
    await page.screenshot({ path: join(SHOTS, 'query-cron-demo.png'), fullPage: true });
  });

  it('refuses to run or save an empty query (spec §4)', async () => {
    await superButton().click();
    await builder().waitFor();
    await footerButton(builder(), /^查\s*询$/).click();
    await toast('不能查询空条件').waitFor();
    await footerButton(builder(), /保存查询条件/).click();
    await toast('空条件不能保存').waitFor();
    // A line with a field but no value still counts as empty.
    await choose(line(0).getByLabel('选择查询字段'), '职务名称');
    await footerButton(builder(), /^查\s*询$/).click();
    await page.locator('.ant-message-notice', { hasText: '不能查询空条件' }).first().waitFor();
  });

  it('runs a two-line OR query: the rows are filtered and the button turns active', async () => {
    await choose(line(0).getByLabel('匹配规则'), '包含');
    await line(0).getByLabel('职务名称').fill('经理');
    await line(0).getByRole('button', { name: '新增条件' }).click();
    await choose(line(1).getByLabel('选择查询字段'), '职级');
    await choose(line(1).getByLabel('职级'), '员级');
    await choose(builder().getByLabel('过滤条件匹配'), 'OR（任意条件满足）');
    await shot('query-cron-builder.png');
    await footerButton(builder(), /^查\s*询$/).click();
    await builder().waitFor({ state: 'hidden' });
    await page.getByText(/^1-3 共3条$/).waitFor();
    await tableSettled();
    const rows = await rowsCodes();
    for (const code of ['gm', 'qa_manager', 'warehouse_keeper']) assert.match(rows, new RegExp(code));
    for (const code of ['qc_inspector', 'prod_supervisor']) assert.doesNotMatch(rows, new RegExp(code));
    assert.equal(await superButton().getAttribute('aria-pressed'), 'true');
    await shot('query-cron-filtered.png');
  });

  it('asks for a name, saves, and keeps the query across a reload', async () => {
    await superButton().click();
    await footerButton(builder(), /保存查询条件/).click();
    const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
    await footerButton(prompt, OK).click();
    await toast('保存名称不能为空').waitFor();
    await prompt.getByRole('textbox').fill(savedName);
    await footerButton(prompt, OK).click();
    await toast('保存成功').waitFor();
    await prompt.waitFor({ state: 'hidden' });
    await builder().getByRole('button', { name: savedName, exact: true }).waitFor();
    await shot('query-cron-saved.png');

    await page.reload();
    await page.getByText(/^\d+-\d+ 共\d+条$/).waitFor();
    await superButton().click();
    // A click while the dialog is still zooming open can miss the title: click again if nothing loaded.
    const savedTitle = builder().getByRole('button', { name: savedName, exact: true });
    await savedTitle.click();
    await line(1).waitFor({ timeout: 3000 }).catch(async () => {
      await savedTitle.click();
      await line(1).waitFor();
    });
    assert.match(await line(0).innerText(), /职务名称[\s\S]*包含/);
    assert.equal(await line(0).getByLabel('职务名称').inputValue(), '经理');
    assert.match(await line(1).innerText(), /职级[\s\S]*等于[\s\S]*员级/);
    assert.match(await builder().innerText(), /OR（任意条件满足）/);
    await footerButton(builder(), /^查\s*询$/).click();
    await page.getByText(/^1-3 共3条$/).waitFor();
  });

  it('overwrites a saved query of the same name after asking, and deletes after asking', async () => {
    await superButton().click();
    await line(1).getByRole('button', { name: '删除条件' }).click();
    await footerButton(builder(), /保存查询条件/).click();
    const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
    await prompt.getByRole('textbox').fill(savedName);
    await footerButton(prompt, OK).click();
    await answerConfirm(page, `${savedName} 已存在，是否覆盖？`, OK);
    await toast('保存成功').waitFor();
    assert.equal(await builder().getByRole('button', { name: savedName, exact: true }).count(), 1);

    await builder().getByRole('button', { name: `删除“${savedName}”` }).click();
    await answerConfirm(page, '是否删除当前查询？', OK);
    await toast('删除成功').waitFor();
    await builder().getByRole('button', { name: savedName, exact: true }).waitFor({ state: 'detached' });
    await builder().getByText('没有保存任何查询').waitFor();
  });

  it('resets: all rows again and the button back to inactive', async () => {
    await footerButton(builder(), /^重\s*置$/).click();
    await builder().locator('.ant-modal-close').click();
    await builder().waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('[aria-pressed][data-active]')?.getAttribute('aria-pressed') === 'false');
    await page.getByText(/^1-\d+ 共([5-9]|\d{2,})条$/).waitFor();
  });

  it('picks the nth weekday of the month and previews the expression and the next 5 runs', async () => {
    const input = page.getByPlaceholder('请输入或选择 Cron 表达式');
    await input.fill('');
    await page.getByRole('button', { name: /选\s*择/ }).click();
    await picker().waitFor();
    await picker().getByRole('tab', { name: '日' }).click();
    const nth = picker().getByLabel('第几个', { exact: true });
    await nth.fill('3');
    await choose(picker().getByLabel('第几个的星期', { exact: true }), '星期一');
    assert.equal(await picker().getByRole('radio', { name: '每月第…个…' }).isChecked(), true);
    const expression = picker().getByTestId('cron-expression');
    await page.waitForFunction(() => document.querySelector('[data-testid=cron-expression]')?.textContent?.includes('2#3'));
    assert.equal((await expression.innerText()).trim(), '0 0 0 ? * 2#3 *');
    const runs = picker().getByRole('list', { name: '最近 5 次执行时间' }).getByRole('listitem');
    assert.equal(await runs.count(), 5);
    for (const text of await runs.allInnerTexts()) assert.match(text, /^\d{4}-\d{2}-\d{2} 00:00:00$/);
    assert.match(await picker().getByTestId('cron-meaning').innerText(), /第三个 星期一/);
    await shot('query-cron-picker.png');
    await footerButton(picker(), OK).click();
    await picker().waitFor({ state: 'hidden' });
    assert.equal(await input.inputValue(), '0 0 0 ? * 2#3 *');
  });

  it('opens an existing expression with its modes restored', async () => {
    const input = page.getByPlaceholder('请输入或选择 Cron 表达式');
    await input.fill('0 15 10 ? * 6L 2026');
    await page.getByRole('button', { name: /选\s*择/ }).click();
    await picker().waitFor();
    assert.equal(await picker().getByRole('radio', { name: '指定秒（可多选）' }).isChecked(), true);
    // a tab's panel replaces the last one after the click: wait for the panel of the tab clicked
    await picker().getByRole('tab', { name: '分' }).click();
    await picker().getByRole('tabpanel', { name: '分' }).filter({ hasText: '15' }).waitFor();
    await picker().getByRole('tab', { name: '日' }).click();
    await picker().getByRole('tabpanel', { name: '日' }).filter({ hasText: '星期五' }).waitFor();
    assert.equal(await picker().getByRole('radio', { name: '每月最后一个…' }).isChecked(), true);
    await picker().getByRole('tab', { name: '年' }).click();
    assert.equal(await picker().getByRole('radio', { name: '指定年份（可多选）' }).isChecked(), true);
    const runs = await picker().getByRole('list', { name: '最近 5 次执行时间' }).getByRole('listitem').allInnerTexts();
    for (const text of runs) assert.match(text, /^2026-\d{2}-\d{2} 10:15:00$/);
    await shot('query-cron-picker-restored.png');
    await footerButton(picker(), /^关\s*闭$/).click();
    await picker().waitFor({ state: 'hidden' });
    assert.equal(await input.inputValue(), '0 15 10 ? * 6L 2026');
  });

  it('wraps typed text by mode in the input filter (spec §4)', async () => {
    await page.getByRole('textbox', { name: '包含' }).fill(' 奶粉 ');
    await page.getByRole('textbox', { name: '不等于' }).fill('奶粉');
    await page.getByRole('textbox', { name: '大于等于' }).fill('10');
    await page.getByRole('textbox', { name: '小于等于' }).fill('20');
    assert.equal(await page.getByTestId('filter-like').innerText(), '*奶粉*'); // trimmed: the box is ticked
    assert.equal(await page.getByTestId('filter-ne').innerText(), '!奶粉');
    assert.equal(await page.getByTestId('filter-ge').innerText(), '>= 10');
    assert.equal(await page.getByTestId('filter-le').innerText(), '<= 20');
  });

  it('shows a record in the detail modal (详细信息) and toggles full screen', async () => {
    await page.getByRole('button', { name: '查看示例记录' }).click();
    const detail = page.getByRole('dialog', { name: /详细信息/ });
    await detail.getByText('LOT-20260318-0012').waitFor();
    await shot('query-cron-detail.png');
    await detail.getByRole('button', { name: '全屏' }).click();
    await detail.getByRole('button', { name: '退出全屏' }).waitFor();
    const box = await detail.locator('.ant-modal-container').boundingBox();
    assert.ok(box && box.width >= 1400, `full screen fills the window (width ${box?.width})`);
    await shot('query-cron-detail-fullscreen.png');
    await footerButton(detail, /^关\s*闭$/).click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('uses the same detail modal for 详情 of the generic list', async () => {
    await page.locator('.ant-table-tbody tr', { hasText: 'gm' }).first().getByRole('button', { name: /详\s*情/ }).click();
    const detail = page.getByRole('dialog', { name: /详细信息/ });
    await detail.getByText('总经理').waitFor();
    await detail.getByText('创建时间').waitFor();
    assert.equal(await detail.getByRole('textbox').count(), 0);
    await shot('query-cron-list-detail.png');
    await footerButton(detail, /^关\s*闭$/).click();
    await detail.waitFor({ state: 'hidden' });
  });
});
