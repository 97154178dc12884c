import { describe, expect, it } from 'vitest';
import { findMenuChain, openMenuKeys, searchableEntries, selectedMenuKey } from './menu-tree';
import { MENU } from './test-menu';

describe('searchableEntries (spec §2.4 menu search)', () => {
  it('lists visible entries, not hidden ones, route=0 ones or pure containers', () => {
    expect(searchableEntries(MENU).map((e) => e.titles.join(' / '))).toEqual([
      '首页', '系统管理 / 职务管理', '系统管理 / 接口文档', '产品管理', '官网',
    ]);
  });
});

describe('findMenuChain', () => {
  it('finds nested and parameterised paths', () => {
    expect(findMenuChain(MENU, '/isystem/position').map((i) => i.path)).toEqual(['/isystem', '/isystem/position']);
    expect(findMenuChain(MENU, '/isystem/position/detail/42').map((i) => i.path))
      .toEqual(['/isystem', '/isystem/position/detail/:id']);
    expect(findMenuChain(MENU, '/nowhere')).toEqual([]);
  });

  it('skips route=0 entries', () => {
    expect(findMenuChain(MENU, '/isystem/secret')).toEqual([]);
  });
});

describe('selected and open menu keys', () => {
  it('a visible page selects itself and opens its parents', () => {
    const chain = findMenuChain(MENU, '/isystem/position');
    expect(selectedMenuKey(chain)).toBe('/isystem/position');
    expect(openMenuKeys(chain)).toEqual(['/isystem']);
  });

  it('a hidden page selects its nearest visible ancestor', () => {
    const chain = findMenuChain(MENU, '/isystem/position/detail/1');
    expect(selectedMenuKey(chain)).toBe('/isystem');
  });

  it('the sub-pages of an alwaysShow entry select the entry', () => {
    const chain = findMenuChain(MENU, '/foodtrace/product/edit');
    expect(selectedMenuKey(chain)).toBe('/foodtrace/product');
    expect(openMenuKeys(chain)).toEqual([]);
  });
});
