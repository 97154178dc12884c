import { TAB_TEXT } from './texts';

/**
 * One tab per visited route, identified by its full path (spec §2.5). A page that changes its own query string
 * in place (a search, an opened detail: a REPLACE navigation on the same path) stays the same tab: rekeyTab.
 */
export interface Tab {
  key: string;
  title: string;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
}

export type TabChange = { ok: true; state: TabsState } | { ok: false; warning: string };

/** Opens (or re-activates) a tab; the home tab always leads the list. */
export function openTab(state: TabsState, tab: Tab, home: Tab): TabsState {
  let tabs = state.tabs.some((t) => t.key === home.key) ? state.tabs : [home, ...state.tabs];
  if (!tabs.some((t) => t.key === tab.key)) tabs = [...tabs, tab];
  return { tabs, activeKey: tab.key };
}

/**
 * The tab `from` now shows `to` (the page replaced its own query string): same place, same title. Should `to`
 * have a tab already, that one is kept and `from` goes.
 */
export function rekeyTab(state: TabsState, from: string, to: string): TabsState {
  if (from === to || !state.tabs.some((t) => t.key === from)) return state;
  const tabs = state.tabs.some((t) => t.key === to)
    ? state.tabs.filter((t) => t.key !== from)
    : state.tabs.map((t) => (t.key === from ? { ...t, key: to } : t));
  return { tabs, activeKey: to };
}

/**
 * spec §2.5/§8: the last remaining tab cannot be closed (这是最后一页…), nor the home tab (首页不能关闭!).
 * Closing the active tab activates its left neighbour, or the right one when it was first.
 */
export function closeTab(state: TabsState, key: string, homeKey: string): TabChange {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { ok: true, state };
  if (state.tabs.length === 1) return { ok: false, warning: TAB_TEXT.lastTab };
  if (key === homeKey) return { ok: false, warning: TAB_TEXT.homeNotClosable };
  const tabs = state.tabs.filter((t) => t.key !== key);
  const activeKey = state.activeKey === key ? tabs[Math.max(0, index - 1)].key : state.activeKey;
  return { ok: true, state: { tabs, activeKey } };
}

/** Context menu 关闭左侧: drops the tabs left of `key`, except home. */
export function closeLeft(state: TabsState, key: string, homeKey: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  return keep(state, key, (t, i) => i >= index || t.key === homeKey);
}

/** Context menu 关闭右侧: drops the tabs right of `key`, except home. */
export function closeRight(state: TabsState, key: string, homeKey: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  return keep(state, key, (t, i) => i <= index || t.key === homeKey);
}

/** Context menu 关闭其他: keeps home and `key`. */
export function closeOthers(state: TabsState, key: string, homeKey: string): TabsState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  return keep(state, key, (t) => t.key === key || t.key === homeKey);
}

/** spec §2.5: a tab title can be overridden per route. */
export function renameTab(state: TabsState, key: string, title: string): TabsState {
  if (!state.tabs.some((t) => t.key === key && t.title !== title)) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, title } : t)) };
}

function keep(state: TabsState, target: string, predicate: (t: Tab, i: number) => boolean): TabsState {
  const tabs = state.tabs.filter(predicate);
  // When the active tab was dropped, the tab the menu was opened on becomes active.
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : target;
  return { tabs, activeKey };
}
