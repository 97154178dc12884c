import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@foodtrace/contracts';
import { pathOfComponent, screenLink } from './screen-paths';

const item = (path: string, component: string, children?: MenuItem[], route: '0' | '1' = '1'): MenuItem => ({
  id: path, path, name: path, component, route, meta: { title: path, keepAlive: false, internalOrExternal: false, componentName: component }, children,
});

const MENU = [
  item('/foodtrace', 'layouts/RouteView', [
    item('/foodtrace/checkout', 'foodtrace/ProductCheckoutList'),
    item('/foodtrace/codeView', 'foodtrace/CodeView'),
    item('/foodtrace/off', 'foodtrace/OfficeDetail', undefined, '0'),
  ]),
];

describe('screen paths from the menu', () => {
  it('finds a screen by its component string at any depth', () => {
    expect(pathOfComponent(MENU, 'foodtrace/ProductCheckoutList')).toBe('/foodtrace/checkout');
  });

  it('gives no link to a screen the user does not have or that has no route', () => {
    expect(pathOfComponent(MENU, 'foodtrace/traceability')).toBeNull();
    expect(pathOfComponent(MENU, 'foodtrace/OfficeDetail')).toBeNull();
    expect(screenLink(MENU, 'foodtrace/traceability', { lotId: 'x' })).toBeNull();
  });

  it('adds the query, leaving empty values out', () => {
    expect(screenLink(MENU, 'foodtrace/CodeView', { code: 'K7QF2M9XPA00', lot: null })).toBe('/foodtrace/codeView?code=K7QF2M9XPA00');
    expect(screenLink(MENU, 'foodtrace/CodeView')).toBe('/foodtrace/codeView');
  });
});
