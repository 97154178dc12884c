import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle (spec §1)', () => {
  it('adds the product suffix', () => {
    expect(pageTitle('职务管理', '/isystem/position')).toBe('职务管理 - 食品溯源管理平台');
  });

  it('shows the home title without suffix', () => {
    expect(pageTitle('首页', '/dashboard/analysis')).toBe('首页');
  });

  it('falls back to the product name', () => {
    expect(pageTitle(undefined, '/x')).toBe('食品溯源管理平台');
  });
});
