import { after, before, describe } from 'node:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminSession, it, openMenu, SHOTS } from './helpers.ts';

/**
 * 文件存储: the demo's files are listed; a file uploaded with 上传文件 appears under its own name and, used by
 * nothing, is deleted; a file a record uses is refused with who uses it.
 */
const name = `e2e-说明-${Date.now().toString(36)}.txt`;

describe('文件存储', () => {
  let browser: Browser;
  let page: Page;
  const pane = () => page.locator('.page-pane:not([hidden])');
  const toast = (text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text }).last();
  const confirmDelete = (row: ReturnType<Page['locator']>) => row.getByRole('button', { name: /删\s*除/ }).click()
    .then(() => page.locator('.ant-popconfirm', { hasText: '确定删除吗?' }).getByRole('button', { name: /^确\s*定$/ }).click());

  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => { await browser?.close(); });

  it('uploads a file with 上传文件, lists it under its own name, and deletes it', async () => {
    await openMenu(page, '系统管理', '文件存储', /\/isystem\/ossFile$/);
    await pane().locator('.ant-table-row', { hasText: 'sc-license.pdf' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await pane().getByRole('button', { name: '上传文件' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('冷库温度记录说明\n') });
    await toast(`${name} 已上传`).waitFor();
    const row = pane().locator('.ant-table-row', { hasText: name });
    await row.getByText('资料文件').waitFor();
    await page.screenshot({ path: join(SHOTS, 'oss-file-list.png') });
    await confirmDelete(row);
    await toast('删除成功').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('refuses to delete a file a record uses, naming the record', async () => {
    await confirmDelete(pane().locator('.ant-table-row', { hasText: 'sc-license.pdf' }));
    await toast('sc-license.pdf：文件正被使用').waitFor();
  });
});
