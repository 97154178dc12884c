import type { MenuItem } from '@foodtrace/contracts';

/** A small server menu in the shape of reference/JEECG.md §1.4, for the menu and route tests. */
export function item(path: string, component: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path, path, name: path.slice(1).replace(/\//g, '-'), component, route: '1', redirect: null,
    meta: { title, keepAlive: false, internalOrExternal: false, componentName: component.split('/').pop() ?? '' },
    ...extra,
  };
}

export const MENU: MenuItem[] = [
  item('/dashboard/analysis', 'dashboard/Analysis', '首页', { meta: { title: '首页', icon: 'home', keepAlive: false, internalOrExternal: false, componentName: 'Analysis' } }),
  item('/isystem', 'layouts/RouteView', '系统管理', {
    children: [
      item('/isystem/position', 'system/PositionList', '职务管理', {
        meta: { title: '职务管理', keepAlive: true, internalOrExternal: false, componentName: 'PositionList' },
      }),
      item('/isystem/position/detail/:id', 'system/PositionList', '职务详情', { hidden: true }),
      item('/isystem/secret', 'system/PositionList', '不生成路由', { route: '0' }),
      item('/isystem/docs', 'layouts/IframePageView', '接口文档', {
        meta: { title: '接口文档', url: 'https://docs.example.com', keepAlive: false, internalOrExternal: false, componentName: 'IframePageView' },
      }),
    ],
  }),
  item('/foodtrace/product', 'foodtrace/ProductManageList', '产品管理', {
    alwaysShow: true,
    redirect: '/foodtrace/product/other',
    children: [item('/foodtrace/product/edit', 'foodtrace/ProductForm', '编辑产品', { hidden: true })],
  }),
  item('/8c1d2f', 'layouts/IframePageView', '官网', {
    meta: { title: '官网', url: 'https://www.example.com', keepAlive: false, internalOrExternal: true, componentName: 'IframePageView' },
  }),
  item('/empty', 'layouts/RouteView', '空目录', { children: [] }),
];
