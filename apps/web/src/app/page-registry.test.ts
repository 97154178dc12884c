import { describe, expect, it } from 'vitest';
import { PAGE_REGISTRY, resolvePage } from './page-registry';

describe('resolvePage', () => {
  it('knows the containers', () => {
    expect(resolvePage('layouts/RouteView')).toEqual({ kind: 'container' });
    expect(resolvePage('layouts/PageView')).toEqual({ kind: 'container' });
    expect(resolvePage('')).toEqual({ kind: 'container' });
  });

  it('knows the iframe view', () => {
    expect(resolvePage('layouts/IframePageView')).toEqual({ kind: 'iframe' });
  });

  it('maps registered component strings, tolerating a leading slash and a .vue suffix', () => {
    expect(resolvePage('dashboard/Analysis')).toEqual({ kind: 'page', load: PAGE_REGISTRY['dashboard/Analysis'] });
    expect(resolvePage('/system/PositionList.vue')).toEqual({ kind: 'page', load: PAGE_REGISTRY['system/PositionList'] });
  });

  it('reports unknown components', () => {
    expect(resolvePage('foodtrace/Nothing')).toEqual({ kind: 'unknown' });
  });
});

describe('resolvePage hardening', () => {
  it('does not resolve Object.prototype members', () => {
    expect(resolvePage('constructor')).toEqual({ kind: 'unknown' });
    expect(resolvePage('toString')).toEqual({ kind: 'unknown' });
  });
});
