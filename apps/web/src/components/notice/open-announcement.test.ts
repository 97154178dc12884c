import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@foodtrace/contracts';
import { handleActionOf, openActionOf } from './open-announcement';
import { safeNoticeHtml } from './safe-html';

const item = (path: string, component: string, children?: MenuItem[]): MenuItem => ({
  id: path, path, name: path, component, route: '1', meta: { title: path, keepAlive: false, internalOrExternal: false, componentName: '' }, children,
});
const menu = [item('/foodtrace', 'layouts/RouteView', [item('/foodtrace/lots', 'foodtrace/LotList')])];

describe('opening an announcement (spec §2.7, §4 Notice bell)', () => {
  it('openType component opens the page with id = busId; otherwise the detail dialog', () => {
    expect(openActionOf({ openType: 'component', openPage: 'foodtrace/LotList', busId: 'L 1' }, menu)).toEqual({ kind: 'navigate', to: '/foodtrace/lots?id=L%201' });
    expect(openActionOf({ openType: 'component', openPage: '/foodtrace/LotList.vue', busId: null }, menu)).toEqual({ kind: 'navigate', to: '/foodtrace/LotList.vue' });
    expect(openActionOf({ openType: 'component', openPage: 'foodtrace/LotList.vue' }, menu)).toEqual({ kind: 'navigate', to: '/foodtrace/lots' });
    expect(openActionOf({ openType: 'component', openPage: 'system/Unknown', busId: '1' }, menu)).toEqual({ kind: 'detail' });
    expect(openActionOf({ openType: 'url', openPage: '/foodtrace/lots' }, menu)).toEqual({ kind: 'detail' });
    expect(openActionOf({}, menu)).toEqual({ kind: 'detail' });
  });

  it("'go handle' exists only for openType url, and only for an app path or an http(s) address", () => {
    expect(handleActionOf({ openType: 'url', openPage: '/isps/userAnnouncement' })).toEqual({ kind: 'navigate', to: '/isps/userAnnouncement' });
    expect(handleActionOf({ openType: 'url', openPage: 'https://example.cn/a' })).toEqual({ kind: 'external', url: 'https://example.cn/a' });
    for (const openPage of ['javascript:alert(1)', '//evil.example', 'system/Foo', '', null]) {
      expect(handleActionOf({ openType: 'url', openPage }), String(openPage)).toBeNull();
    }
    expect(handleActionOf({ openType: 'component', openPage: '/x' })).toBeNull();
  });

  it('renders the body without anything that runs', () => {
    const html = safeNoticeHtml('<p onclick="x()">正文<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">a</a></p>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(html).toContain('正文');
    expect(safeNoticeHtml(null)).toBe('');
  });
});
