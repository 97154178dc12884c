import { after, before, describe } from 'node:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminSession, BASE_URL, it, newPage, openMenu, pageApi, SHOTS } from './helpers.ts';

/**
 * 网关路由: 停用 公开溯源查询 and the consumer's scan page says the service is unavailable; 启用 and it shows the
 * product again. 匹配接口 lists a route's calls with what each takes; a route that covers signing in cannot be
 * switched off.
 */
describe('网关路由', () => {
  let browser: Browser;
  let page: Page;
  const pane = () => page.locator('.page-pane:not([hidden])');
  const toast = (text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text }).last();
  const row = (name: string) => pane().locator('.ant-table-row', { hasText: name });
  const stop = async (name: string) => {
    await row(name).getByRole('button', { name: '停用' }).click();
    await page.locator('.ant-popconfirm', { hasText: `停用「${name}」后` }).getByRole('button', { name: /^确\s*定$/ }).click();
  };

  before(async () => {
    ({ browser, page } = await adminSession());
  });
  after(async () => {
    // whatever happened, the public page answers again for the specs after this one
    const routes = await pageApi<{ records: Array<{ id: string; routerId: string }> }>(page, 'GET', '/sys/gatewayRoute/list?pageSize=50').catch(() => null);
    const pub = routes?.body.result.records.find((r) => r.routerId === 'public-trace');
    if (pub) await pageApi(page, 'PUT', '/sys/gatewayRoute/edit', { id: pub.id, status: '1' });
    await browser?.close();
  });

  it('stops the consumer page with 停用 and brings it back with 启用', async () => {
    const codes = await pageApi<{ records: Array<{ code: string }> }>(page, 'GET', '/foodtrace/foodCode/list?pageSize=1&status=ACTIVE');
    const code = codes.body.result.records[0].code;
    await openMenu(page, '系统管理', '网关路由', /\/isystem\/gatewayRoute$/);
    await stop('公开溯源查询');
    await toast('已停用「公开溯源查询」').waitFor();
    await row('公开溯源查询').getByText('无效').waitFor();
    await page.screenshot({ path: join(SHOTS, 'gateway-route-stopped.png') });

    const phone = await newPage(browser, { width: 375, height: 812 });
    await phone.page.goto(`${BASE_URL}/foodcode?code=${code}`);
    await phone.page.getByText('服务暂时不可用，请稍后重试').waitFor();
    await phone.page.screenshot({ path: join(SHOTS, 'gateway-route-consumer-stopped.png') });

    await row('公开溯源查询').getByRole('button', { name: '启用' }).click();
    await toast('已启用「公开溯源查询」').waitFor();
    await phone.page.reload();
    await phone.page.getByTestId('scan-message').waitFor();
    await phone.ctx.close();
  });

  it('lists a route\'s calls with what each takes', async () => {
    await row('消费者建议提交').getByRole('button', { name: '匹配接口' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: '匹配接口：消费者建议提交' });
    await drawer.getByText('匹配 1 个接口').waitFor();
    await drawer.locator('.ant-table-row', { hasText: '/public/suggest' }).getByText('公开（无需登录）').waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('refuses to switch off a route that covers signing in', async () => {
    await stop('系统管理');
    await toast(/^不能停用：路径断言包含登录或网关路由管理所需的接口/).waitFor();
    await row('系统管理').getByText('有效').waitFor();
  });
});
