import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { adminSession, BASE_URL, it, readWorkbook, SHOTS } from './helpers.ts';

/**
 * 演示 → Excel 导入导出 on the positions list: 导出 downloads an .xlsx named in Chinese that parses, with the
 * list's columns (dictionary texts) and only the chosen rows when some are selected; 导入 opens '导入EXCEL'
 * (width 600, 开始上传 disabled until a file is chosen) and a file with one bad row answers the 201 warning
 * whose link downloads the failure workbook. Codes are unique per run.
 */
const run = Date.now().toString(36);
const work = mkdtempSync(join(tmpdir(), 'ft-e2e-excel-'));


describe('Excel 导入导出', () => {
  let browser: Browser;
  let page: Page;

  const dialog = () => page.getByRole('dialog', { name: '导入EXCEL' });
  /** Dialog zoom and list-item motions have ended, so a screenshot shows the dialog at rest. */
  const settled = () => page.waitForFunction(() => ![...document.querySelectorAll('.ant-modal, .ant-upload-list *')]
    .some((el) => /zoom-(enter|appear|leave)|animate/.test(el.className)));
  const tableSettled = async () => {
    await page.locator('.ant-table-wrapper [aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-wrapper .ant-spin-container')]
      .every((el) => getComputedStyle(el).opacity === '1'));
  };
  const saved = async (download: Download, name: string) => {
    const file = join(work, name);
    await download.saveAs(file);
    return file;
  };

  before(async () => {
    ({ browser, page } = await adminSession());
    await page.goto(`${BASE_URL}/demo/excel`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await tableSettled();
  });
  after(async () => { await browser?.close(); });

  it('shows the page with 导出 and 导入 in the list toolbar', async () => {
    await page.getByRole('button', { name: /导\s*出/ }).waitFor();
    await page.getByRole('button', { name: /导\s*入/ }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'excel-demo.png'), fullPage: true });
  });

  it('exports the list as an .xlsx named in Chinese that parses, with labels and dictionary texts', async () => {
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const download = await waiting;
    assert.match(download.suggestedFilename(), /^职务_\d{12}\.xlsx$/);
    const rows = await readWorkbook(await saved(download, 'all.xlsx'));
    assert.deepEqual(rows[0], ['职务编码', '职务名称', '职级', '创建人', '创建时间']);
    const shown = await page.locator('.ant-table-tbody tr.ant-table-row').count();
    assert.ok(rows.length - 1 >= shown, `${rows.length - 1} exported rows, ${shown} shown on the page`);
    assert.ok(rows.slice(1).every((r) => ['员级', '助级', '中级', '副高级', '正高级'].includes(String(r[2]))), 'ranks are exported as their texts');
  });

  it('exports only the selected rows when some are selected', async () => {
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const code = (await first.locator('td').nth(2).innerText()).trim();
    await first.getByRole('checkbox').check();
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const rows = await readWorkbook(await saved(await waiting, 'selected.xlsx'));
    assert.equal(rows.length, 2);
    assert.ok(rows[1].includes(code), `the selected row ${code} is the one exported`);
    await first.getByRole('checkbox').uncheck();
  });

  it('imports a file with one bad row: 201 warning with the failure workbook link', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('职务');
    sheet.addRows([
      ['职务编码', '职务名称', '职级'],
      [`xl_${run}_1`, `导入职务甲${run}`, '中级'],
      [`xl_${run}_2`, `导入职务乙${run}`, '正高级'],
      [`xl_${run}_3`, `导入职务丙${run}`, '董事长'],
    ]);
    const file = join(work, `职务导入-${run}.xlsx`);
    await book.xlsx.writeFile(file);

    await page.getByRole('button', { name: /导\s*入/ }).click();
    await dialog().waitFor();
    await settled();
    const width = (await page.locator('.ant-modal').filter({ hasText: '导入EXCEL' }).boundingBox())!.width;
    assert.equal(Math.round(width), 600);
    const start = dialog().getByRole('button', { name: /开始上传/ });
    assert.equal(await start.isDisabled(), true, '开始上传 is disabled without a file');
    await dialog().locator('input[type=file]').setInputFiles(file);
    await dialog().getByText(`职务导入-${run}.xlsx`).waitFor();
    assert.equal(await start.isDisabled(), false);
    await settled();
    await page.screenshot({ path: join(SHOTS, 'excel-import-dialog.png') });
    await start.click();

    const warning = page.locator('.ant-modal-confirm-warning');
    await warning.locator('.ant-modal-confirm-title', { hasText: '文件导入成功，但有错误。' }).waitFor({ timeout: 60_000 });
    await warning.getByText('总上传行数：3，已导入行数：2，错误行数：1').waitFor();
    await settled();
    await page.screenshot({ path: join(SHOTS, 'excel-import-partial.png') });
    const waiting = page.waitForEvent('download');
    await warning.getByText('点击下载').click();
    const failure = await waiting;
    assert.equal(failure.suggestedFilename(), '职务导入错误数据.xlsx');
    const rows = await readWorkbook(await saved(failure, 'failure.xlsx'));
    assert.deepEqual(rows[0], ['职务编码', '职务名称', '职级', '原行号', '错误信息']);
    assert.equal(rows.length, 2);
    assert.equal(rows[1][0], `xl_${run}_3`);
    assert.equal(rows[1][3], 4);
    assert.match(String(rows[1][4]), /职级“董事长”不是可选的值/);
    await warning.getByRole('button').last().click();
    await warning.waitFor({ state: 'detached' });
    assert.equal(await dialog().isVisible(), false, 'the dialog closed after the import');

    const search = page.getByRole('search');
    await search.getByLabel('职务编码').fill(`xl_${run}`);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('1-2 共2条').waitFor();
    await tableSettled();
    assert.match(await page.locator('.ant-table-tbody').innerText(), new RegExp(`导入职务甲${run}[\\s\\S]*中级|中级[\\s\\S]*导入职务甲${run}`));
  });
});
