import { create } from 'zustand';
import { LAYOUT } from '@foodtrace/contracts';
import { APP_TEXT } from '../texts';
import {
  closeLeft, closeOthers, closeRight, closeTab, openTab, rekeyTab, renameTab, type Tab, type TabChange, type TabsState,
} from '../tabs/tab-rules';

export const HOME_TAB: Tab = { key: LAYOUT.homePath, title: APP_TEXT.homeTitle };

interface TabsStore extends TabsState {
  /** Bumped by 刷新; part of the pane key so the page remounts. */
  refreshCount: Record<string, number>;
  /** Titles set by pages (spec §2.5: a tab title can be overridden per route). */
  titleOverrides: Record<string, string>;
  open(tab: Tab): void;
  /** The tab `from` now shows `to` (its page replaced its own query string); refresh counts and titles follow. */
  rekey(from: string, to: string): void;
  close(key: string): TabChange;
  closeLeft(key: string): TabsState;
  closeRight(key: string): TabsState;
  closeOthers(key: string): TabsState;
  refresh(key: string): void;
  rename(key: string, title: string): void;
  reset(): void;
}

export const useTabsStore = create<TabsStore>()((set, get) => {
  const apply = (next: TabsState): TabsState => {
    set({ tabs: next.tabs, activeKey: next.activeKey });
    return next;
  };
  return {
    tabs: [HOME_TAB],
    activeKey: HOME_TAB.key,
    refreshCount: {},
    titleOverrides: {},
    open: (tab) => apply(openTab(get(), { ...tab, title: get().titleOverrides[tab.key] ?? tab.title }, HOME_TAB)),
    rekey: (from, to) => {
      const move = <T,>(record: Record<string, T>): Record<string, T> => {
        if (!(from in record)) return record;
        const { [from]: value, ...rest } = record;
        return { ...rest, [to]: value };
      };
      set((s) => ({ refreshCount: move(s.refreshCount), titleOverrides: move(s.titleOverrides) }));
      apply(rekeyTab(get(), from, to));
    },
    close: (key) => {
      const change = closeTab(get(), key, HOME_TAB.key);
      if (change.ok) apply(change.state);
      return change;
    },
    closeLeft: (key) => apply(closeLeft(get(), key, HOME_TAB.key)),
    closeRight: (key) => apply(closeRight(get(), key, HOME_TAB.key)),
    closeOthers: (key) => apply(closeOthers(get(), key, HOME_TAB.key)),
    refresh: (key) => set((s) => ({ refreshCount: { ...s.refreshCount, [key]: (s.refreshCount[key] ?? 0) + 1 } })),
    rename: (key, title) => {
      set((s) => ({ titleOverrides: { ...s.titleOverrides, [key]: title } }));
      apply(renameTab(get(), key, title));
    },
    reset: () => set({ tabs: [HOME_TAB], activeKey: HOME_TAB.key, refreshCount: {}, titleOverrides: {} }),
  };
});
