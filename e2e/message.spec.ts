import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminSession, BASE_URL, bellShows, it, SHOTS } from './helpers.ts';

/**
 * 消息中心 (spec §2.3 message pages): 消息模板 → 发送测试 fills a seeded template with its test data and sends
 * it as a 系统消息 to the administrator, whose bell shows it at once; an e-mail template sent without a mail
 * server fails with the reason in the dialog; 消息管理 lists both, and 重新发送 tries the failed one again.
 * Every run sends new messages; the checks look at this run's rows (the newest).
 */
const run = Date.now().toString(36);
const lotNo = `RM-E2E-${run}`;

describe('消息模板与消息管理', () => {
  let browser: Browser;
  let page: Page;
  const pane = () => page.locator('.page-pane:not([hidden])');
  const toast = (text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text }).last();
  const sendDialog = () => page.locator('.ant-modal-container', { hasText: '发送测试消息' });

  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => { await browser?.close(); });

  it('发送测试: a 系统消息 from the inspection template reaches the bell at once', async () => {
    const firstList = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/sys/annountCement/listByUser'));
    await page.goto(`${BASE_URL}/isystem/messageTemplate`);
    const first = (await (await firstList).json()) as { result: { anntMsgTotal: number; sysMsgTotal: number } };
    const before0 = first.result.anntMsgTotal + first.result.sysMsgTotal;
    await bellShows(page, before0); // drawn, so the +1 below is this run's message
    const row = pane().locator('.ant-table-row', { hasText: 'QC_FAIL_ALERT' });
    await row.waitFor();
    await row.getByRole('button', { name: '发送测试' }).click();
    const dialog = sendDialog();
    await dialog.waitFor();
    // The preview follows the test data as it is typed.
    const data = dialog.getByLabel('测试数据');
    await data.fill(`{"lotNo":"${lotNo}","product":"生鲜乳","item":"酸度超标"}`);
    await dialog.getByTestId('message-preview').getByText(`${lotNo} 批次（生鲜乳）检验不合格：酸度超标。`).waitFor();
    await data.fill(`{"lotNo":"${lotNo}"}`);
    await dialog.getByText('缺少模板参数：product、item').waitFor();
    await data.fill(`{"lotNo":"${lotNo}","product":"生鲜乳","item":"酸度超标"}`);
    assert.equal(await dialog.getByLabel('接收人').inputValue(), 'admin', 'a 系统消息 starts addressed to the sender');
    await page.screenshot({ path: join(SHOTS, 'message-send-test.png') });
    await dialog.getByRole('button', { name: /^发\s*送$/ }).click();
    await toast('消息发送成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await bellShows(page, before0 + 1, 5_000);
    await page.getByTestId('notice-bell').click();
    const popover = page.locator('.ant-popover:visible');
    await popover.getByRole('tab', { name: /^系统消息\(\d+\)$/ }).click();
    await popover.locator('.notice-list__item', { hasText: '检验不合格提醒' }).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'message-bell.png') });
    await page.keyboard.press('Escape');
  });

  it('an e-mail without a mail server fails with the reason, kept open in the dialog', async () => {
    const row = pane().locator('.ant-table-row', { hasText: 'RECALL_NOTICE' });
    await row.getByRole('button', { name: '发送测试' }).click();
    const dialog = sendDialog();
    await dialog.waitFor();
    await dialog.getByLabel('接收人').fill('buyer@lianhua.test');
    await dialog.getByRole('button', { name: /^发\s*送$/ }).click();
    await dialog.locator('.ant-alert-error', { hasText: '消息发送失败：未配置邮件服务（SMTP_URL），邮件无法发出' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'message-send-failed.png') });
    await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('消息管理 lists both with their outcome, and 重新发送 tries the failed one again', async () => {
    await page.goto(`${BASE_URL}/isystem/message`);
    // Newest first: this run's 系统消息 is the first of its title (its text, with this run's lot, is in 详情).
    const sent = pane().locator('.ant-table-row', { hasText: '检验不合格提醒' }).first();
    await sent.getByText('发送成功').waitFor();
    const failed = pane().locator('.ant-table-row', { hasText: 'buyer@lianhua.test' }).first();
    await failed.getByText('发送失败').waitFor();
    await failed.getByText('未配置邮件服务（SMTP_URL），邮件无法发出').waitFor();
    assert.equal(await sent.getByRole('button', { name: '重新发送' }).count(), 0, 'a sent message is not resent');
    await sent.getByRole('button', { name: '详情' }).click();
    const detail = page.locator('.ant-modal-container', { hasText: '详细信息' });
    await detail.getByText(`${lotNo} 批次（生鲜乳）检验不合格：酸度超标。`).waitFor();
    await detail.locator('.ant-modal-close').click();
    await detail.waitFor({ state: 'hidden' });
    await page.screenshot({ path: join(SHOTS, 'message-list.png') });
    // 发送次数 before and after (定时任务's 消息失败重发 may also have tried it meanwhile: at least one more).
    const column = await pane().locator('.ant-table-thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === '发送次数'));
    const attempts = async () => Number(await pane().locator('.ant-table-row', { hasText: 'buyer@lianhua.test' }).first().locator('td').nth(column).textContent());
    const before = await attempts();
    await failed.getByRole('button', { name: '重新发送' }).click();
    await page.locator('.ant-popover:visible', { hasText: '确定重新发送这条消息吗？' }).getByRole('button', { name: /^确\s*定$/ }).click();
    await toast('消息发送失败：未配置邮件服务').waitFor();
    for (let i = 0; i < 50 && (await attempts()) <= before; i++) await page.waitForTimeout(100);
    assert.ok((await attempts()) > before, `发送次数 was ${before} and is now ${await attempts()}`);
  });
});
