import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, it, launch, login, newPage, SHOTS } from './helpers.ts';

/**
 * 演示 → 上传与编辑器: uploads with progress, done and delete; the image rules (image only, move warnings);
 * the file popup; the rich-text editor (self-hosted TinyMCE in Chinese) taking text; the markdown image
 * dialog inserting an image; the code editor switching mode and full screen — and not one request leaving
 * the server (everything is bundled, nothing from a CDN).
 */
/** A PDF large enough that a throttled upload shows its progress for a while. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(160 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

describe('上传与编辑器', () => {
  let browser: Browser;
  let ctx: BrowserContext;
  let page: Page;
  const outside: string[] = [];
  const local = new URL(BASE_URL).hostname;

  const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
  const card = (testId: string) => page.getByTestId(testId);
  const value = (testId: string) => page.getByTestId(testId);
  /** A real picture (the browser draws it), so thumbnails show something. */
  const picture = async (label: string, color: string) => Buffer.from((await page.evaluate(([text, fill]) => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 240;
    const g = c.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 240, 240);
    g.fillStyle = '#fff';
    g.font = 'bold 48px sans-serif';
    g.textAlign = 'center';
    g.fillText(text, 120, 135);
    return c.toDataURL('image/png');
  }, [label, color])).split(',')[1], 'base64');
  /** Waits for the open/close zoom of dialogs to end (sizes and screenshots are of the dialog at rest). */
  const settled = () => page.waitForFunction(() => ![...document.querySelectorAll('.ant-modal')]
    .some((el) => /zoom-(enter|appear|leave)/.test(el.className)));
  const shot = async (name: string, full = false) => {
    await settled();
    await page.screenshot({ path: join(SHOTS, name), fullPage: full });
  };

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
    ({ ctx, page } = await newPage(browser, { width: 1440, height: 1000 }));
    page.on('request', (r) => {
      const u = new URL(r.url());
      if ((u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'ws:') && u.hostname !== local) outside.push(r.url());
    });
    await login(page);
    await page.goto(`${BASE_URL}/demo/upload-editors`);
    await card('file-upload-card').waitFor();
  });
  after(async () => { await browser?.close(); });

  it('uploads a file with progress, then done with the stored path, and delete clears it', async () => {
    // A slow line makes the progress visible (the bar and its percent).
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 16 * 1024 });
    await card('file-upload-card').locator('input[type=file]').setInputFiles({ name: '检测报告.pdf', mimeType: 'application/pdf', buffer: PDF });
    const uploading = card('file-upload-card').locator('.ant-upload-list-item-uploading');
    await uploading.waitFor();
    await card('file-upload-card').locator('.ant-upload-list-item-progress .ant-progress').waitFor();
    await card('file-upload-card').screenshot({ path: join(SHOTS, 'upload-file-progress.png') });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await card('file-upload-card').locator('.ant-upload-list-item-done').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => /^file\/\d{8}\/[0-9a-f]{32}\.pdf$/.test(document.querySelector('[data-testid="file-value"]')?.textContent ?? ''));
    assert.match(await card('file-upload-card').innerText(), /检测报告\.pdf/);
    await card('file-upload-card').locator('.ant-upload-list-item').hover();
    await card('file-upload-card').getByRole('button', { name: /删除/ }).click();
    await card('file-upload-card').locator('.ant-upload-list-item').waitFor({ state: 'detached' });
    assert.equal(await value('file-value').innerText(), '（空）');
  });

  it('refuses a file the server does not accept, with its message', async () => {
    await card('file-upload-card').locator('input[type=file]').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await toast('setup.exe 上传失败.').waitFor();
    await card('file-upload-card').locator('.ant-upload-list-item-error').waitFor();
    assert.equal(await value('file-value').innerText(), '（空）');
    await card('file-upload-card').locator('.ant-upload-list-item-error').hover();
    await card('file-upload-card').getByRole('button', { name: /删除/ }).click();
  });

  it('takes images only, shows private ones with the session, and warns at either end when moving', async () => {
    const input = card('image-upload-card').locator('input[type=file]');
    await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await toast('请上传图片').waitFor();
    await input.setInputFiles([
      { name: '产品正面.png', mimeType: 'image/png', buffer: await picture('正面', '#1890ff') },
      { name: '产品背面.png', mimeType: 'image/png', buffer: await picture('背面', '#52c41a') },
    ]);
    await page.waitForFunction(() => (document.querySelector('[data-testid="image-value"]')?.textContent ?? '').split(',').length === 2
      && /temp\/\d{8}\/[0-9a-f]{32}\.png/.test(document.querySelector('[data-testid="image-value"]')?.textContent ?? ''));
    const before = await value('image-value').innerText();
    const items = card('image-upload-card').locator('.image-upload-item');
    await items.first().hover();
    await items.first().getByRole('button', { name: '左移' }).click();
    await toast('未知操作').waitFor();
    await items.last().hover();
    await items.last().getByRole('button', { name: '右移' }).click();
    await toast('已经是最后一张了').waitFor();
    await items.first().hover();
    await items.first().getByRole('button', { name: '右移' }).click();
    await page.waitForFunction((b) => document.querySelector('[data-testid="image-value"]')?.textContent !== b, before);
    assert.deepEqual((await value('image-value').innerText()).split(',').reverse(), before.split(','));
    // Both thumbnails show a picture (a broken image has no natural width). Private pictures are fetched with the
    // session after the reorder re-renders them, so wait for both to finish loading rather than read them at once.
    await page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll('[data-testid="image-upload-card"] .image-upload-item img')] as HTMLImageElement[];
      return imgs.length === 2 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    }, undefined, { timeout: 10_000 });
    await page.mouse.move(0, 0);
    await items.first().hover();
    await card('image-upload-card').screenshot({ path: join(SHOTS, 'upload-image-card.png') });
  });

  it('warns 未上传任何文件 when the file popup is confirmed without a file', async () => {
    await page.getByRole('button', { name: '打开文件弹窗' }).click();
    const dialog = page.getByRole('dialog', { name: '文件上传' });
    await dialog.waitFor();
    await settled();
    const box = await page.locator('.ant-modal').filter({ has: dialog }).or(dialog).first().boundingBox();
    assert.equal(Math.round(box!.width), 520);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await toast('未上传任何文件').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('loads the self-hosted rich-text editor in Chinese and takes text', async () => {
    const rich = card('rich-text-card');
    await rich.locator('.tox-tinymce').waitFor({ timeout: 30_000 });
    await rich.locator('.tox-tbtn[aria-label="粗体"]').waitFor();
    const body = rich.frameLocator('iframe').locator('body');
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('新增的检验说明');
    await page.waitForFunction(() => (document.querySelector('[data-testid="rich-value"]')?.textContent ?? '').includes('新增的检验说明'));
    const box = await rich.locator('.tox-tinymce').boundingBox();
    assert.equal(Math.round(box!.height), 300);
  });

  it('inserts an uploaded image with its remark through the markdown image dialog', async () => {
    const md = card('markdown-card');
    await md.locator('.w-md-editor').waitFor({ timeout: 30_000 });
    const box = await md.locator('.w-md-editor').boundingBox();
    assert.equal(Math.round(box!.height), 300);
    await md.locator('textarea').click();
    await page.keyboard.press('Control+End');
    await md.getByRole('button', { name: '添加图片(ctrl + k)' }).click();
    const dialog = page.getByRole('dialog', { name: '插入图片' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: '本地上传' }).waitFor();
    await dialog.getByRole('tab', { name: '网络图片' }).waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: '外观.png', mimeType: 'image/png', buffer: await picture('外观', '#fa8c16') });
    await dialog.locator('.ant-upload-list-item-done').waitFor();
    await dialog.getByPlaceholder('选填，作为图片的替代文字').fill('产品外观');
    await shot('upload-editors-markdown-image.png');
    await dialog.getByRole('button', { name: /插\s*入/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => /!\[产品外观\]\(\/api\/sys\/common\/static\/editor\/\d{8}\/[0-9a-f]{32}\.png\)/
      .test(document.querySelector('[data-testid="markdown-value"]')?.textContent ?? ''));
    // The dialog was reset: opened again, it is empty on the first tab.
    await md.getByRole('button', { name: '添加图片(ctrl + k)' }).click();
    await dialog.waitFor();
    assert.equal(await dialog.locator('.ant-upload-list-item').count(), 0);
    await dialog.getByRole('tab', { name: '网络图片' }).click();
    await dialog.getByPlaceholder('以 http:// 或 https:// 开头').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: /插\s*入/ }).click();
    await toast('请输入以 http:// 或 https:// 开头的图片地址').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('switches the code editor’s mode and toggles full screen', async () => {
    const code = card('code-card');
    await code.locator('.cm-editor').waitFor({ timeout: 30_000 });
    const box = await code.locator('.cm-editor').boundingBox();
    assert.equal(Math.round(box!.height), 240);
    await code.getByRole('combobox', { name: '语言' }).click();
    await page.locator('.ant-select-item-option[title="Python"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="code-card"] .cm-content')?.getAttribute('data-language') === 'python');
    assert.match(await value('code-value').innerText(), /^python：/);
    await code.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nprint("ok")');
    await code.getByRole('button', { name: '全屏' }).click();
    const full = await page.locator('.code-editor--full').boundingBox();
    assert.deepEqual([full!.width, full!.height], [1440, 1000]);
    await shot('upload-editors-code-fullscreen.png');
    await page.keyboard.press('Escape');
    await page.locator('.code-editor--full').waitFor({ state: 'detached' });
  });

  it('shows the whole page, and nothing was fetched from outside the server', async () => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('upload-editors-demo.png', true);
    assert.deepEqual(outside, []);
  });
});
