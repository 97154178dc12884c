import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { buildMenuRoutes } from './build-routes';
import type { RouteHandle } from './route-handle';
import { MENU } from '../menu/test-menu';

const routes = buildMenuRoutes(MENU, new Set(['/dashboard/analysis']));
const byPath = (path: string): RouteObject | undefined => routes.find((r) => r.path === path);
const handleOf = (path: string) => byPath(path)?.handle as RouteHandle;
const redirectOf = (path: string): string | undefined => {
  const el = byPath(path)?.element;
  return isValidElement(el) ? (el as ReactElement<{ to?: string }>).props.to : undefined;
};

describe('buildMenuRoutes (spec §2.2)', () => {
  it('yields flat routes with the menu paths, leaving out reserved, route=0 and external entries', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/isystem', '/isystem/position', '/isystem/position/detail/:id', '/isystem/docs',
      '/foodtrace/product', '/foodtrace/product/edit', '/empty',
    ]);
  });

  it('a container redirects to its first routable child', () => {
    expect(redirectOf('/isystem')).toBe('/isystem/position');
    // A redirect is no page: no handle, hence no tab and no title of its own.
    expect(byPath('/isystem')?.handle).toBeUndefined();
  });

  it('alwaysShow ignores the redirect and renders its own page', () => {
    expect(redirectOf('/foodtrace/product')).toBeUndefined();
    expect(byPath('/foodtrace/product')?.errorElement).toBeTruthy();
  });

  it('keeps hidden entries as routes, with a breadcrumb through their parents', () => {
    expect(handleOf('/isystem/position/detail/:id')).toMatchObject({
      title: '职务详情',
      crumbs: [{ title: '系统管理', path: '/isystem' }, { title: '职务详情' }],
      menuKey: '/isystem',
    });
  });

  it('caches a page only with keepAlive and componentName', () => {
    expect(handleOf('/isystem/position').keepAlive).toBe(true);
    expect(handleOf('/isystem/docs').keepAlive).toBe(false);
  });

  it('carries the highlighted and opened menu keys', () => {
    expect(handleOf('/isystem/position')).toMatchObject({ menuKey: '/isystem/position', openKeys: ['/isystem'] });
  });

  it('an iframe entry keeps its url; an empty container has nothing to redirect to', () => {
    expect(handleOf('/isystem/docs').url).toBe('https://docs.example.com');
    expect(redirectOf('/empty')).toBeUndefined();
  });
});
