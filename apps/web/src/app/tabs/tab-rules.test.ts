import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, rekeyTab, renameTab, type TabsState } from './tab-rules';

const HOME = { key: '/dashboard/analysis', title: '首页' };
const tab = (key: string) => ({ key, title: key });
const state = (keys: string[], activeKey: string): TabsState => ({
  tabs: keys.map((k) => (k === HOME.key ? HOME : tab(k))),
  activeKey,
});
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('openTab', () => {
  it('puts the home tab first and adds one tab per full path', () => {
    let s: TabsState = { tabs: [], activeKey: '' };
    s = openTab(s, tab('/a?x=1'), HOME);
    s = openTab(s, tab('/a?x=2'), HOME);
    s = openTab(s, tab('/a?x=1'), HOME);
    expect(keys(s)).toEqual([HOME.key, '/a?x=1', '/a?x=2']);
    expect(s.activeKey).toBe('/a?x=1');
  });

  it('opening home does not duplicate it', () => {
    const s = openTab({ tabs: [], activeKey: '' }, HOME, HOME);
    expect(keys(s)).toEqual([HOME.key]);
  });
});

describe('rekeyTab', () => {
  it('moves a tab to the query string its page replaced, in place', () => {
    const s = rekeyTab(state([HOME.key, '/a', '/b'], '/a'), '/a', '/a?id=1');
    expect(keys(s)).toEqual([HOME.key, '/a?id=1', '/b']);
    expect(s.activeKey).toBe('/a?id=1');
  });

  it('keeps the tab that already shows the new address and drops the old one', () => {
    const s = rekeyTab(state([HOME.key, '/a', '/a?id=1'], '/a'), '/a', '/a?id=1');
    expect(keys(s)).toEqual([HOME.key, '/a?id=1']);
  });
});

describe('closeTab (spec §8)', () => {
  it('refuses the last remaining tab', () => {
    expect(closeTab(state([HOME.key], HOME.key), HOME.key, HOME.key))
      .toEqual({ ok: false, warning: '这是最后一页，不能再关闭了啦' });
    expect(closeTab(state(['/a'], '/a'), '/a', HOME.key)).toEqual({ ok: false, warning: '这是最后一页，不能再关闭了啦' });
  });

  it('refuses the home tab', () => {
    expect(closeTab(state([HOME.key, '/a'], '/a'), HOME.key, HOME.key)).toEqual({ ok: false, warning: '首页不能关闭!' });
  });

  it('closing the active tab activates the left neighbour', () => {
    const r = closeTab(state([HOME.key, '/a', '/b'], '/b'), '/b', HOME.key);
    expect(r).toEqual({ ok: true, state: state([HOME.key, '/a'], '/a') });
  });

  it('closing the first active tab activates the next one', () => {
    const r = closeTab(state(['/a', '/b'], '/a'), '/a', HOME.key);
    expect(r.ok && r.state.activeKey).toBe('/b');
  });

  it('closing another tab keeps the active one; unknown keys change nothing', () => {
    const r = closeTab(state([HOME.key, '/a', '/b'], '/b'), '/a', HOME.key);
    expect(r.ok && r.state).toEqual(state([HOME.key, '/b'], '/b'));
    const s = state([HOME.key], HOME.key);
    expect(closeTab(s, '/zzz', HOME.key)).toEqual({ ok: true, state: s });
  });
});

describe('context menu', () => {
  const s = state([HOME.key, '/a', '/b', '/c', '/d'], '/a');

  it('关闭左侧 keeps home and the tabs from the target on', () => {
    const r = closeLeft(s, '/c', HOME.key);
    expect(keys(r)).toEqual([HOME.key, '/c', '/d']);
    expect(r.activeKey).toBe('/c');
  });

  it('关闭右侧 keeps the tabs up to the target', () => {
    const r = closeRight(s, '/b', HOME.key);
    expect(keys(r)).toEqual([HOME.key, '/a', '/b']);
    expect(r.activeKey).toBe('/a');
  });

  it('关闭其他 keeps home and the target', () => {
    const r = closeOthers(s, '/c', HOME.key);
    expect(keys(r)).toEqual([HOME.key, '/c']);
    expect(r.activeKey).toBe('/c');
    expect(keys(closeOthers(s, HOME.key, HOME.key))).toEqual([HOME.key]);
  });

  it('an unknown target changes nothing', () => {
    expect(closeLeft(s, '/x', HOME.key)).toBe(s);
    expect(closeRight(s, '/x', HOME.key)).toBe(s);
    expect(closeOthers(s, '/x', HOME.key)).toBe(s);
  });
});

describe('renameTab', () => {
  it('overrides a title, and returns the same state when nothing changes', () => {
    const s = state([HOME.key, '/a'], '/a');
    expect(renameTab(s, '/a', '编辑职务').tabs[1].title).toBe('编辑职务');
    expect(renameTab(s, '/zzz', 'x')).toBe(s);
  });
});
