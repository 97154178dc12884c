import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, useTabsStore } from './tabs-store';

beforeEach(() => useTabsStore.getState().reset());

describe('tabs store', () => {
  it('starts with the home tab', () => {
    expect(useTabsStore.getState().tabs).toEqual([HOME_TAB]);
    expect(HOME_TAB).toEqual({ key: '/dashboard/analysis', title: '首页' });
  });

  it('applies a title override set before the tab opens (page effects run before layout effects)', () => {
    const s = useTabsStore.getState();
    s.rename('/a?id=1', '编辑 甲');
    s.open({ key: '/a?id=1', title: '职务管理' });
    expect(useTabsStore.getState().tabs[1]).toEqual({ key: '/a?id=1', title: '编辑 甲' });
  });

  it('refresh bumps a counter per tab', () => {
    useTabsStore.getState().refresh('/a');
    useTabsStore.getState().refresh('/a');
    expect(useTabsStore.getState().refreshCount['/a']).toBe(2);
  });

  it('close reports the spec warnings', () => {
    expect(useTabsStore.getState().close(HOME_TAB.key)).toEqual({ ok: false, warning: '这是最后一页，不能再关闭了啦' });
    useTabsStore.getState().open({ key: '/a', title: 'A' });
    expect(useTabsStore.getState().close(HOME_TAB.key)).toEqual({ ok: false, warning: '首页不能关闭!' });
    expect(useTabsStore.getState().close('/a').ok).toBe(true);
    expect(useTabsStore.getState().activeKey).toBe(HOME_TAB.key);
  });
});
