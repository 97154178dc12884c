import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminSession, it, openMenu, retryUntil, SHOTS } from './helpers.ts';

/**
 * 演示 → 字典与树组件: the dictionary select, radio, checkbox, multi-select and searches; the department tree
 * select and the category selects loading lazily; the area linkage; the Y/N switch, the tag input and the
 * ellipsis (spec §1, §4 Other, §8, §9). The form's values are read from the page's own value panel.
 */
describe('字典与树组件', () => {
  let browser: Browser;
  let page: Page;

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const values = async (): Promise<Record<string, unknown>> => JSON.parse((await page.getByTestId('form-values').textContent()) ?? '{}');
  const valueOf = async (key: string) => (await values())[key];
  const waitValue = async (key: string, expected: unknown) => {
    for (let i = 0; i < 50; i++) {
      if (JSON.stringify(await valueOf(key)) === JSON.stringify(expected)) return;
      await page.waitForTimeout(100);
    }
    assert.deepEqual(await valueOf(key), expected, key);
  };
  const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
  const closeDropdown = async () => {
    await page.keyboard.press('Escape');
    await dropdown().waitFor({ state: 'hidden' }).catch(() => undefined);
  };
  /** Picks an option; `search` types it first, for long (virtual) lists where it may not be rendered yet. */
  const pick = async (select: Locator, option: string, search = false) => {
    await select.click();
    if (search) await page.keyboard.type(option);
    await dropdown().locator(`.ant-select-item-option[title="${option}"]`).click();
  };
  const treeNode = (title: string) => dropdown().locator('.ant-select-tree-treenode', { has: page.locator(`.ant-select-tree-title:text-is("${title}")`) });
  // A click on a tree still moving (the level above has just opened) can be lost: click again until it is open.
  const expand = (title: string) => retryUntil(() => treeNode(title).locator('.ant-select-tree-switcher').click(),
    (timeout) => treeNode(title).locator('.ant-select-tree-switcher_open').waitFor({ timeout }));
  const shot = async (name: string, target?: Locator) => {
    await page.waitForTimeout(300); // let dropdown and tooltip motion finish
    await (target ?? page).screenshot({ path: join(SHOTS, `dict-widgets-${name}.png`) });
  };

  before(async () => {
    ({ browser, page } = await adminSession({ width: 1440, height: 1000 }));
  });
  after(async () => { await browser?.close(); });

  it('opens from the menu 演示 → 字典与树组件 with the stored values shown as texts', async () => {
    await openMenu(page, '演示', '字典与树组件', /\/demo\/dict-widgets$/);
    await page.getByText('冷藏 2–6℃').first().waitFor();
    await page.getByTitle('进货检验').first().waitFor();
    assert.equal(await page.getByTestId('stage-tags').innerText(), '进货检验\n+1');
    await shot('page');
  });

  it('select, radio and checkbox group write dictionary values', async () => {
    await pick(field('原料类别'), '辅料');
    await waitValue('crudeCategory', 'AUXILIARY');
    await page.getByRole('radio', { name: '冷冻 ≤ -18℃' }).first().check();
    await waitValue('storage', 'FROZEN');
    await page.getByRole('checkbox', { name: '发票' }).check();
    await waitValue('docs', 'DN,INV,COA');
  });

  it('the multi-select keeps a comma-joined value; in a table cell it shows one tag and +N', async () => {
    await pick(field('检验类别（多选）'), '出厂检验');
    await closeDropdown();
    await waitValue('stages', 'INCOMING,THIRD_PARTY,FINAL');
    assert.equal(await page.getByTestId('stage-tags').innerText(), '进货检验\n+2');
    const compact = page.locator('.ant-form-item', { hasText: '表格内多选' });
    assert.equal(await compact.locator('.ant-select-selection-item').count(), 2, 'one tag and the +2 placeholder');
    await compact.getByText('+2').waitFor();
  });

  it('the async search asks for input, finds by keyword after the debounce, and says when nothing matches', async () => {
    await field('验收人（异步搜索）').click();
    await dropdown().getByText('请输入搜索内容').waitFor();
    await page.keyboard.type('zzz');
    await dropdown().getByText('未找到数据').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('管理');
    await dropdown().locator('.ant-select-item-option[title="系统管理员"]').click();
    await waitValue('inspector', 'admin');
    await pick(field('验收部门（本地搜索）'), '质量管理部');
    await waitValue('depart', 'a0000000000000000000000000000002');
  });

  it('the tree select loads the top level, then a node\'s children when it is expanded', async () => {
    await field('所属部门（树）').click();
    await treeNode('浙江鲜源乳业有限公司').waitFor();
    assert.equal(await treeNode('生产部').count(), 0, 'children are not loaded before expanding');
    await expand('浙江鲜源乳业有限公司');
    await treeNode('生产部').waitFor();
    await shot('tree-select');
    await treeNode('生产部').locator('.ant-select-tree-title').click();
    await waitValue('departId', 'a0000000000000000000000000000003');
  });

  it('the category select loads 食品分类 level by level and writes the name to the back field', async () => {
    await field('食品分类').click();
    await expand('乳制品');
    await expand('液态奶');
    await treeNode('酸奶').waitFor();
    await shot('category-select');
    await treeNode('酸奶').locator('.ant-select-tree-title').click();
    await waitValue('categoryName', '酸奶');
    assert.match(String(await valueOf('categoryId')), /^[0-9a-f]{32}$/);
    await field('包装形式（多选）').click();
    const picked = async () => String((await valueOf('packaging')) ?? '').split(',').filter(Boolean).length;
    const pickedReaches = (n: number) => async (timeout: number) => {
      for (let waited = 0; (await picked()) < n; waited += 100) {
        if (waited >= timeout) throw new Error(`包装形式 has ${await picked()} values, not ${n}`);
        await page.waitForTimeout(100);
      }
    };
    // Each pick grows the box and moves the dropdown under it, so a click can land while the list is still
    // moving and be lost (CI saw it): a pick is clicked again only when it did not count — a second click on
    // one that did would take it off again.
    await retryUntil(() => treeNode('袋装').locator('.ant-select-tree-title').click(), pickedReaches(1), { wait: 2_000 });
    await retryUntil(() => treeNode('罐装').locator('.ant-select-tree-title').click(), pickedReaches(2), { wait: 2_000 });
    await closeDropdown();
    assert.equal(await picked(), 2);
  });

  it('a wrong condition is reported with the spec\'s messages', async () => {
    await page.getByRole('button', { name: '演示错误的 condition' }).click();
    await toast('组件JTreeSelect-condition传值有误，需要一个json字符串!').waitFor();
    await toast('组件condition传值有误，需要一个json字符串!').waitFor();
    await page.getByRole('button', { name: '收起错误示例' }).click();
  });

  it('the area linkage chooses province, city and district; an unknown type says Bad type value', async () => {
    await field('产地（级联）').click();
    const menu = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    await menu.locator('.ant-cascader-menu-item[title="江苏省"]').click();
    await menu.locator('.ant-cascader-menu-item[title="南京市"]').click();
    await menu.locator('.ant-cascader-menu-item[title="玄武区"]').click();
    await waitValue('origin', '320102');
    const selects = page.locator('.ant-form-item', { hasText: '产地（下拉）' }).locator('.ant-select');
    await pick(selects.nth(0), '浙江省', true);
    await pick(selects.nth(1), '宁波市', true);
    await pick(selects.nth(2), '鄞州区', true);
    await waitValue('originSelect', '330212');
    await page.getByRole('alert').filter({ hasText: 'Bad type value: map' }).waitFor();
  });

  it("the switch stores 'Y' / 'N', the tag input regroups by 2, the ellipsis cuts at 25 with a tooltip", async () => {
    await field('冷链运输').click();
    await waitValue('coldChain', 'N');
    const tags = field('标签值');
    await tags.fill('');
    await tags.pressSequentially('13800138000');
    await waitValue('tags', '13;80;01;38;00;0');
    assert.equal(await page.getByTestId('tag-groups').locator('.ant-tag').count(), 6);
    const note = page.getByTestId('ellipsis-note');
    assert.equal(await note.innerText(), '本批次生鲜乳于 2026 年 3 …');
    await note.hover();
    await page.locator('.ant-tooltip', { hasText: '巴氏杀菌工序' }).waitFor();
    await shot('small-widgets', page.locator('.ant-card', { hasText: '省市区与其它' }));
    await page.mouse.move(0, 0);
    await shot('filled');
  });
});
