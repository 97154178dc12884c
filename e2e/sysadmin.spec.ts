import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { adminSession, answerConfirm, dialogsAtRest, hoverMenu, it, login, newPage, openMenu, pageApi, pickOption, readWorkbook, SHOTS } from './helpers.ts';

/**
 * System administration end to end (spec §6, DESIGN.md §5 rule 3): a role limited to 职务管理 with its 新增
 * button set to "disable when not granted" (perms_type '2'), a user holding that role, and that user's view —
 * exactly that menu, the button disabled, the server refusing what the menu does not grant, and the menu's data
 * rule ("created by me") applied to the list. Names are unique
 * per run so the spec also passes on a database that earlier runs left behind.
 */
const run = Date.now().toString(36);
const roleName = `职务查看员${run}`;
const roleCode = `pos_view_${run}`;
const username = `e2e${run}`.slice(0, 18);
const password = 'E2e#pass-2026';
/** Phone numbers are unique among users: one per run, so a second run on the same server can import too. */
const phone = `137${String(Date.now()).slice(-8)}`;
const OK = /^确\s*定$/;
const SUBMIT = /^提\s*交$/;

describe('系统管理', () => {
  let browser: Browser;
  let page: Page;
  const shot = (name: string) => page.screenshot({ path: join(SHOTS, `sysadmin-${name}.png`) });
  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
  const toast = (text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text }).last();
  const open = (group: string, item: string, path: RegExp) => openMenu(page, group, item, path);
  /** The page of the active tab (kept-alive tabs stay in the document, hidden). */
  const pane = () => page.locator('.page-pane:not([hidden])');
  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => { await browser?.close(); });

  it('菜单管理: the 职务添加 button is disabled, not hidden, for users without it', async () => {
    await open('系统管理', '菜单管理', /\/isystem\/permission$/);
    await page.getByRole('row', { name: /系统管理/ }).getByRole('button', { name: /展开行|Expand row/ }).click();
    await page.getByRole('row', { name: /职务管理/ }).getByRole('button', { name: /展开行|Expand row/ }).click();
    await page.getByRole('row', { name: /职务添加/ }).getByRole('button', { name: /编\s*辑/ }).click();
    const form = dialog('编辑菜单');
    await form.getByLabel('可编辑（未授权时禁用）').check();
    await shot('menu-button-form');
    await form.getByRole('button', { name: SUBMIT }).click();
    await toast('编辑成功').waitFor();
  });

  it('菜单管理: a sub menu offers the icon picker', async () => {
    await page.getByRole('row', { name: /职务管理/ }).getByRole('button', { name: /编\s*辑/ }).first().click();
    const form = dialog('编辑菜单');
    await form.getByRole('button', { name: '选择图标' }).click();
    await page.getByRole('listbox', { name: '选择图标' }).waitFor();
    await shot('menu-icon-picker');
    await page.getByRole('option', { name: 'idcard' }).click();
    await form.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('菜单管理: 职务管理 gets a data rule "created by the signed-in user"', async () => {
    await hoverMenu(page, page.getByRole('row', { name: /职务管理/ }).getByRole('button', { name: /更多/ }).first(), '数据规则');
    const rules = dialog('数据规则 — 职务管理');
    await rules.getByRole('button', { name: /新增规则/ }).click();
    const form = dialog('新增规则');
    await form.getByLabel('规则名称').fill(`本人创建${run}`);
    await pickOption(page, form.getByLabel('规则字段'), '创建人（createBy）');
    await pickOption(page, form.getByLabel('条件规则'), '等于（=）');
    await form.getByRole('button', { name: '#{sys_user_code}' }).click();
    await shot('data-rule-form');
    await form.getByRole('button', { name: OK }).click();
    await toast('添加成功').waitFor();
    await rules.getByRole('cell', { name: `本人创建${run}` }).waitFor();
    await shot('data-rules');
    await rules.locator('.ant-drawer-close').click();
    await rules.waitFor({ state: 'hidden' });
  });

  it('角色管理: adds a role and grants it only 职务管理 → 职务查询 by the tree', async () => {
    await open('系统管理', '角色管理', /\/isystem\/role$/);
    await pane().getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog('新增角色');
    await form.getByLabel('角色名称').fill(roleName);
    await form.getByLabel('角色编码').fill(roleCode);
    await form.getByRole('button', { name: OK }).click();
    await toast('添加成功').waitFor();
    await page.getByRole('search').getByLabel('角色名称').fill(roleName);
    await page.getByRole('search').getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('1-1 共1条').waitFor();
    await page.locator('.ant-table-tbody tr', { hasText: roleCode }).getByRole('button', { name: '授权' }).click();
    const auth = dialog(`角色权限配置：${roleName}`);
    const node = (title: string) => auth.locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}`) }) });
    await node('职务查询').locator('.ant-tree-checkbox').click();
    await node('职务查看').locator('.ant-tree-checkbox').click();
    await shot('role-authorize');
    await auth.getByRole('button', { name: '仅保存' }).click();
    await toast('保存成功').waitFor();
    // The menu's data rule, selected for this role: its users see only the rows they created.
    await node('职务管理').getByRole('button', { name: '数据规则' }).click();
    await auth.getByRole('checkbox', { name: new RegExp(`本人创建${run}`) }).check();
    await auth.getByRole('button', { name: '保存规则' }).click();
    await toast('保存成功').waitFor();
    await shot('role-data-rule');
    await auth.getByRole('button', { name: '保存并关闭' }).click();
    await toast('保存成功').waitFor();
  });

  it('用户管理: adds a user with that role', async () => {
    await open('系统管理', '用户管理', /\/isystem\/user$/);
    await pane().getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog('新增用户');
    await form.getByLabel('用户账号').fill(username);
    await form.getByLabel('登录密码').fill(password);
    await form.getByLabel('确认密码').fill(password);
    await form.getByLabel('用户姓名').fill('端到端测试员');
    await pickOption(page, form.getByLabel('角色'), roleName, { typed: roleName, partial: true });
    await shot('user-form');
    await form.getByRole('button', { name: SUBMIT }).click();
    await toast('添加成功').waitFor();
    await page.locator('.ant-table-tbody tr', { hasText: username }).waitFor();
    await shot('user-list');
  });

  it('用户管理: exports the users with their roles, and imports a sheet of new ones', async () => {
    const work = mkdtempSync(join(tmpdir(), 'ft-e2e-users-'));
    const downloading = page.waitForEvent('download');
    await pane().getByRole('button', { name: /导\s*出/ }).click();
    const exported = await downloading;
    assert.match(exported.suggestedFilename(), /^用户信息_\d{12}\.xlsx$/);
    await exported.saveAs(join(work, 'users.xlsx'));
    const rows = await readWorkbook(join(work, 'users.xlsx'));
    assert.deepEqual(rows[0].slice(0, 3), ['用户账号', '用户姓名', '性别']);
    const mine = rows.find((r) => r[0] === username);
    assert.ok(mine, `${username} is exported`);
    assert.equal(mine[9], roleName, 'roles are exported by name');

    const book = new ExcelJS.Workbook();
    book.addWorksheet('用户').addRows([
      ['用户账号', '用户姓名', '初始密码', '手机号码', '角色'],
      [`imp${run}a`.slice(0, 18), '导入用户甲', 'Import#pass-2026', phone, roleName],
      [`imp${run}b`.slice(0, 18), '导入用户乙', null, '1370000', null],
    ]);
    const file = join(work, `用户导入-${run}.xlsx`);
    await book.xlsx.writeFile(file);
    await pane().getByRole('button', { name: /导\s*入/ }).click();
    const importer = page.locator('.ant-modal-container').filter({ hasText: '导入EXCEL' });
    await importer.getByText('未填初始密码的账号，需重置密码后才能登录').waitFor();
    await importer.locator('input[type=file]').setInputFiles(file);
    await importer.getByText(`用户导入-${run}.xlsx`).waitFor();
    await dialogsAtRest(page);
    await shot('user-import-dialog');
    await importer.getByRole('button', { name: /开始上传/ }).click();
    const warning = page.locator('.ant-modal-confirm-warning');
    await warning.getByText('总上传行数：2，已导入行数：1，错误行数：1').waitFor({ timeout: 60_000 });
    await dialogsAtRest(page); // the import dialog has closed, the warning has opened
    await shot('user-import-partial');
    await answerConfirm(page, '总上传行数：2', '知道了');
    await page.getByRole('search').getByLabel('用户账号').fill(`imp${run}`);
    await page.getByRole('search').getByRole('button', { name: /查\s*询/ }).click();
    // this run's rows only (an earlier run on the same server imported its own 导入用户甲)
    const rowsShown = pane().locator('.ant-table-tbody tr.ant-table-row');
    await rowsShown.filter({ hasNotText: `imp${run}` }).first().waitFor({ state: 'detached' });
    await rowsShown.filter({ hasText: '导入用户甲' }).waitFor();
    assert.equal(await pane().locator('.ant-table-tbody tr', { hasText: '导入用户乙' }).count(), 0, 'the row with a wrong phone was refused');
    await shot('user-imported');
    await page.getByRole('search').getByRole('button', { name: /重\s*置/ }).click();
  });

  it('部门管理: the selected department shows its fields, cap, roles and members', async () => {
    await open('系统管理', '部门管理', /\/isystem\/depart$/);
    await page.locator('.ant-tree-title', { hasText: '质量管理部' }).click();
    await page.getByRole('tab', { name: '基本信息' }).waitFor();
    assert.equal(await page.getByLabel('机构编码').inputValue(), 'A01A01');
    await shot('depart-info');
    await page.getByRole('tab', { name: '部门权限' }).click();
    const caps = page.getByRole('tabpanel', { name: '部门权限' });
    await caps.locator('.ant-tree-title', { hasText: /^系统管理$/ }).waitFor();
    await caps.getByRole('button', { name: '保存部门权限' }).waitFor();
    await shot('depart-permission');
    await page.getByRole('tab', { name: '部门角色' }).click();
    await page.getByRole('button', { name: /新增部门角色/ }).waitFor();
    await page.getByRole('tab', { name: '部门用户' }).click();
    await page.getByRole('tabpanel', { name: '部门用户' }).getByRole('columnheader', { name: '用户账号' }).waitFor();
    await shot('depart-users');
  });

  it('租户管理: adds a tenant from the generic page', async () => {
    await open('系统管理', '租户管理', /\/isystem\/tenant$/);
    await pane().getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog('新增租户');
    await form.getByLabel('租户名称').fill(`测试租户${run}`);
    await pickOption(page, form.getByLabel('状态'), '正常');
    await form.getByRole('button', { name: OK }).click();
    await toast('添加成功').waitFor();
    await page.locator('.ant-table-tbody tr', { hasText: `测试租户${run}` }).waitFor();
    await shot('tenant-list');
  });

  it('the new user sees exactly 职务管理 with 新增 disabled, and the server agrees', async () => {
    const { ctx, page: userPage } = await newPage(browser);
    try {
      await login(userPage, username, password);
      await userPage.getByRole('menuitem', { name: '系统管理' }).click();
      const items = await userPage.locator('.nav-menu [role="menuitem"]').allInnerTexts();
      assert.deepEqual(items.map((s) => s.trim()).filter(Boolean), ['首页', '系统管理', '职务管理']);
      await userPage.getByRole('menuitem', { name: '职务管理' }).click();
      await userPage.waitForURL(/\/isystem\/position$/);
      // Every position was created by someone else: the role's data rule leaves none to see.
      await userPage.locator('.ant-table-tbody .ant-empty').waitFor();
      const add = userPage.getByRole('button', { name: /新\s*增/ });
      assert.equal(await add.isDisabled(), true, '新增 is shown disabled (perms_type 2)');
      assert.equal(await userPage.getByRole('button', { name: '批量操作' }).count(), 0, '批量操作 is hidden (perms_type 1)');
      await userPage.screenshot({ path: join(SHOTS, 'sysadmin-limited-user.png') });
      const { status } = await pageApi(userPage, 'GET', '/sys/user/list');
      assert.equal(status, 403, 'the server refuses a route the role does not grant');
    } finally {
      await ctx.close();
    }
  });
  it('日志管理: the new user signing in and the tenant added above (by name) are in the log', async () => {
    await open('系统管理', '日志管理', /\/isystem\/log$/);
    const search = pane().getByRole('search');
    await search.getByLabel('操作人').fill(username);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await pane().locator('.ant-table-tbody tr', { hasText: `用户名: ${username}, 登录成功` }).waitFor();
    await shot('log-login');

    await pane().getByRole('tab', { name: '操作日志' }).click();
    const ops = pane().getByRole('search');
    await ops.getByLabel('日志内容').fill('添加租户');
    await ops.getByRole('button', { name: /查\s*询/ }).click();
    const row = pane().locator('.ant-table-tbody tr', { hasText: `添加租户「测试租户${run}」` }).first();
    await row.locator('.ant-tag', { hasText: /^成功$/ }).waitFor(); // how it ended, as a tag before the words
    await row.getByRole('button', { name: '详情' }).click();
    // what was sent, as sent: the tenant's name is in the request
    await page.getByRole('dialog', { name: '详细信息' }).getByText(`"name":"测试租户${run}"`).waitFor();
    await dialogsAtRest(page);
    await shot('log-operation-detail');
    await page.getByRole('dialog', { name: '详细信息' }).getByRole('button', { name: /^关\s*闭$/ }).last().click();
    await page.getByRole('dialog', { name: '详细信息' }).waitFor({ state: 'hidden' });
  });
  it('在线用户: 强退 ends the new user\'s sessions, and their next page is the sign-in page', async () => {
    const { ctx, page: userPage } = await newPage(browser);
    try {
      await login(userPage, username, password);
      await open('系统管理', '在线用户', /\/isystem\/online$/);
      await pane().getByRole('search').getByLabel('用户账号').fill(username);
      await pane().getByRole('search').getByRole('button', { name: /查\s*询/ }).click();
      const rows = pane().locator('.ant-table-tbody tr', { hasText: username });
      await rows.first().waitFor();
      await pane().locator('.ant-table-tbody tr', { hasText: '当前登录' }).waitFor({ state: 'detached' }); // the admin's own is filtered out
      await shot('online');
      // this user signed in twice (the test above and this one): end both
      while (await rows.count()) {
        const before = await rows.count();
        await rows.first().getByRole('button', { name: '强退' }).click();
        await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s*定$/ }).click();
        await toast('已强制退出').waitFor();
        await page.waitForFunction(([n, name]) => [...document.querySelectorAll('.page-pane:not([hidden]) .ant-table-tbody tr')]
          .filter((tr) => tr.textContent?.includes(name as string)).length < (n as number), [before, username]);
      }
      await userPage.goto(userPage.url().replace(/\/[^/]*$/, '/position'));
      await userPage.waitForURL(/\/user\/login/);
    } finally {
      await ctx.close();
    }
  });
  it('定时任务: 立即执行 runs a task and the list shows how it went; 停止 and 启动 switch it', async () => {
    await open('系统管理', '定时任务', /\/isystem\/quartzJob$/);
    const row = pane().locator('.ant-table-tbody tr', { hasText: '清理过期会话' });
    await row.getByRole('button', { name: '立即执行' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s*定$/ }).click();
    await toast(/^已执行：成功/).waitFor();
    await row.getByText(/^成功（\d+ 毫秒）：删除 \d+ 个已结束的会话/).waitFor();
    // the whole row fits at 1440 px: 执行结果 is not under the fixed 操作 column
    const [wide, shown] = await pane().locator('.ant-table-content, .ant-table-body').first().evaluate((el) => [el.scrollWidth, el.clientWidth]);
    assert.ok(wide <= shown, `定时任务 scrolls sideways: ${wide} px in ${shown} px`);
    await row.getByRole('button', { name: '停止' }).click();
    await toast('已停止').waitFor();
    await row.getByText('停止', { exact: true }).waitFor(); // the 状态 column
    await shot('jobs-stopped');
    await row.getByRole('button', { name: '启动' }).click();
    await toast('已启动').waitFor();
    await row.getByRole('button', { name: '停止' }).waitFor();
  });
  it('通讯录: colleagues by department (with the ones under it) and by a fragment, a phone one click from a call', async () => {
    await open('系统管理', '通讯录', /\/isystem\/addressList$/);
    const rows = pane().locator('.ant-table-tbody tr.ant-table-row');
    await pane().getByText('陈晓燕').waitFor();
    await pane().locator('.ant-tree-title', { hasText: '质量管理部' }).click();
    await pane().getByText('质量管理部（含下级部门）').waitFor();
    // the demo's quality staff (other specs may have added colleagues to the department): nobody from 生产部
    for (const name of ['王丽', '陈晓燕', '周明']) await rows.filter({ hasText: name }).waitFor();
    assert.equal(await rows.filter({ hasText: '许志强' }).count(), 0);
    for (const cell of await rows.locator('td:nth-child(3)').allTextContents()) assert.match(cell, /质量管理部/);
    const chen = rows.filter({ hasText: '陈晓燕' });
    assert.equal(await chen.getByRole('link', { name: '13805710102' }).getAttribute('href'), 'tel:13805710102');
    await chen.getByText('质检员').waitFor();
    await shot('address-list');
    await pane().locator('.ant-tree-title', { hasText: '质量管理部' }).click(); // unselect: everybody again
    await pane().getByPlaceholder('搜索姓名、账号、工号或手机号').fill('XY0301');
    await pane().getByPlaceholder('搜索姓名、账号、工号或手机号').press('Enter');
    await pane().getByText('共 1 人').waitFor();
    await rows.filter({ hasText: '郑海波' }).getByText('仓库管理员').waitFor();
  });
  it('填值规则: each rule shows the number it makes today; a pattern the server cannot run is refused in the form', async () => {
    await open('系统管理', '填值规则', /\/isystem\/fillRule$/);
    const row = pane().locator('.ant-table-tbody tr', { hasText: '出库单号' });
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date()).replace(/-/g, '');
    await row.getByText(`示例：SO${day}-001`).waitFor();
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: '编辑填值规则' });
    // the code is fixed while 出库单 uses the rule; the form says why
    await form.getByText('该规则正用于“出库发货·出库单号”：规则编码不能再修改').waitFor();
    const pattern = form.getByLabel('规则格式', { exact: true });
    await pattern.fill('SO{yyyy}{seq}');
    await form.locator('.ant-form-item-explain-error', { hasText: '无法识别的占位符 {seq}' }).waitFor();
    await shot('fill-rule-invalid');
    await pattern.fill('SO{yy}{MM}{dd}{seq:4}');
    await form.getByRole('button', { name: /^确\s*定$/ }).click();
    await toast('编辑成功').waitFor();
    await row.getByText(`示例：SO${day.slice(2)}0001`).waitFor();
    await shot('fill-rules');
    // back as it was, for the other specs
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await form.getByLabel('规则格式', { exact: true }).fill('SO{yyyy}{MM}{dd}-{seq:3}');
    await form.getByRole('button', { name: /^确\s*定$/ }).click();
    await row.getByText(`示例：SO${day}-001`).waitFor();
  });
  it('数据日志: who changed which record and what, across one kind of data; a record opens its whole history', async () => {
    await open('系统管理', '数据日志', /\/isystem\/dataLog$/);
    const rows = pane().locator('.ant-table-tbody tr.ant-table-row');
    // typed, as a user would: the long list is virtual and shows only the options near the chosen one
    const chooseData = (name: string) => pickOption(page, pane().getByLabel('业务数据'), name, { typed: name });
    // 质检记录 first: the demo inspector's correction of a retained sample's place
    await rows.filter({ hasText: '陈晓燕' }).first().getByText(/留样位置：/).waitFor();
    // the 填值规则 edits just made in the form above, by this administrator, field by field
    await chooseData('填值规则');
    const edit = rows.filter({ hasText: 'SO{yy}{MM}{dd}{seq:4} → SO{yyyy}{MM}{dd}-{seq:3}' });
    await edit.first().getByText('修改').waitFor(); // newest first: this run's (an earlier run's may follow)
    await edit.first().getByText('（admin）').waitFor();
    // one account's corrections of 原料入库, and one record's history
    await chooseData('原料入库');
    await pane().getByLabel('操作人').fill('hejing');
    await pane().getByRole('button', { name: /^查\s*询$/ }).click();
    await pane().getByText('共 2 条').waitFor();
    await rows.first().getByText('按 11 月收购合同价更正单价').waitFor();
    await shot('data-log');
    await rows.first().locator('td:nth-child(4) a').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '变更记录' });
    await drawer.getByText(/何静（hejing）.*第 2 版/).waitFor();
    await drawer.getByText('第 1 版').waitFor();
    await drawer.getByText('4.42').waitFor();
    await shot('data-log-history');
    await page.keyboard.press('Escape');
  });
  it('系统监控: the running server\'s figures, its database among them', async () => {
    await open('系统管理', '系统监控', /\/isystem\/monitor$/);
    await pane().getByText('SQLite（内置）').waitFor();
    await pane().locator('.ant-table-tbody tr', { hasText: '追溯码' }).waitFor();
    await pane().getByText('在线会话').waitFor();
    await shot('monitor');
  });
});
