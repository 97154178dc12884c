import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail (spec §2.4)', () => {
  it('starts with home and ends with plain text', () => {
    expect(breadcrumbTrail([{ title: '系统管理', path: '/isystem' }, { title: '职务管理' }], '/isystem/position')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '系统管理', path: '/isystem' },
      { title: '职务管理' },
    ]);
  });

  it('home alone is plain text', () => {
    expect(breadcrumbTrail([{ title: '首页' }], '/dashboard/analysis')).toEqual([{ title: '首页' }]);
  });

  it('a route without crumbs shows home only', () => {
    expect(breadcrumbTrail([], '/x')).toEqual([{ title: '首页' }]);
  });
});
