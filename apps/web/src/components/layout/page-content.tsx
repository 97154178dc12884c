import { useCallback, useContext, useEffect, useRef, useState, type ContextType, type ReactElement, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useBlocker, useLocation, useNavigationType, useOutlet } from 'react-router';
import { ConfigProvider } from 'antd';
import { useRouteHandle } from '@/app/router/route-handle';
import { useTabsStore } from '@/app/stores/tabs-store';
import { PaneKeyContext, confirmLeaving, hasUnsavedWork } from '@/crud/unsaved-forms';

/**
 * The routed view. In multi-tab mode every visited route gets a tab (spec §2.5); a route with keepAlive +
 * componentName (spec §2.2) keeps its pane mounted and hidden while another tab is shown, so its state
 * (search form, page, scroll) survives. 刷新 remounts a pane through its key.
 *
 * A hidden pane keeps the location it was opened at: otherwise it would read the visible tab's query string
 * (?id= of another record) and open its own drawers, which render outside the hidden pane.
 *
 * A page that replaces its own query string (a search, a detail drawer's ?id=) stays in its tab and its pane:
 * the tab is rekeyed, the pane moves to the new key and keeps its DOM (its id stays), so nothing remounts.
 *
 * A pane's dialogs, drawers and pop-ups render inside the pane, so they hide with it: a half-filled 新增 left
 * open in a kept tab waits there (Back used to leave it floating over the next page). Leaving a page that is
 * not kept, with a form of unsaved input open on it, asks first (unsaved-forms.ts).
 */
type Pane = { element: ReactElement; location: ContextType<typeof LocationContext> };

/** The key last shown, the key it was moved from in place (if it was), and the stable DOM ids of moved panes. */
type Shown = { key: string; movedFrom: string | null; ids: Record<string, string> };

const pathOf = (key: string) => key.split('?')[0];

export function PageContent({ multipage }: { multipage: boolean }): ReactNode {
  const outlet = useOutlet();
  const location = useLocation();
  const handle = useRouteHandle();
  const key = location.pathname + location.search;
  const navigationType = useNavigationType();
  const tabs = useTabsStore((s) => s.tabs);
  const refreshCount = useTabsStore((s) => s.refreshCount);
  const open = useTabsStore((s) => s.open);
  const rekey = useTabsStore((s) => s.rekey);
  const locationContext = useContext(LocationContext);
  const [cached, setCached] = useState<Record<string, Pane>>({});
  const [shown, setShown] = useState<Shown>({ key, movedFrom: null, ids: {} });

  const moving = shown.key !== key;
  if (moving) {
    // Adjusting state while rendering (not in an effect), so the moved pane never renders under a new DOM key.
    const inPlace = navigationType === 'REPLACE' && pathOf(shown.key) === location.pathname;
    const ids = inPlace ? { ...shown.ids, [key]: shown.ids[shown.key] ?? shown.key } : shown.ids;
    setShown({ key, movedFrom: inPlace ? shown.key : null, ids });
    if (inPlace && cached[shown.key] && !cached[key]) {
      const { [shown.key]: pane, ...rest } = cached;
      setCached({ ...rest, [key]: { element: pane.element, location: locationContext } });
    }
  }

  const title = handle?.title;
  const movedFrom = shown.key === key ? shown.movedFrom : null;
  useEffect(() => {
    if (!title) return;
    if (movedFrom && useTabsStore.getState().tabs.some((t) => t.key === movedFrom)) rekey(movedFrom, key);
    else open({ key, title });
  }, [key, title, open, rekey, movedFrom]);

  const keepAlive = multipage && Boolean(handle?.keepAlive) && outlet !== null;
  // The first element of a kept-alive route is stored once; it keeps the route context of its own match.
  // (Not in the pass that moves a pane: that pass is rendered again at once, with the move applied.)
  if (!moving && keepAlive && !(key in cached)) setCached({ ...cached, [key]: { element: outlet, location: locationContext } });
  const openKeys = new Set(tabs.map((t) => t.key));
  const stale = moving ? [] : Object.keys(cached).filter((k) => k !== key && !openKeys.has(k));
  if (stale.length > 0) {
    const next = { ...cached };
    for (const k of stale) delete next[k];
    setCached(next);
  }

  // Only leaving for another page: a page rewriting its own query string keeps its pane.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !keepAlive
    && currentLocation.pathname !== nextLocation.pathname && hasUnsavedWork((pane) => pane === key));
  const asking = useRef(false); // the blocker object changes between renders; one question per blocked step
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const answered = (go: boolean) => () => {
      asking.current = false;
      if (go) blocker.proceed();
      else blocker.reset();
    };
    confirmLeaving((pane) => pane === key, answered(true), answered(false));
  }, [blocker, key]);

  const paneKey = (k: string) => `${shown.ids[k] ?? k}#${refreshCount[k] ?? 0}`;
  // One keyed list for every pane, the current one included, so that switching multi-tab off and on (the
  // layout turns it off below the mobile width, and a window can cross that width while a form is open)
  // never remounts the page the user is working in.
  const keys = multipage ? Object.keys(cached) : [];
  if (!keys.includes(key)) keys.push(key);
  return (
    <>
      {keys.map((k) => (
        <PaneFrame key={paneKey(k)} tab={k} hidden={k !== key}>
          {/* the same element types whether shown or hidden, so switching tabs never remounts a pane */}
          <LocationContext.Provider value={k === key ? locationContext : cached[k].location}>
            {k === key ? outlet : cached[k].element}
          </LocationContext.Provider>
        </PaneFrame>
      ))}
    </>
  );
}

/** One page's pane: its tab for the forms in it, and itself as the container of its overlays. */
function PaneFrame({ tab, hidden, children }: { tab: string; hidden: boolean; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const container = useCallback(() => ref.current ?? document.body, []);
  return (
    <div ref={ref} className="page-pane" hidden={hidden}>
      <ConfigProvider getPopupContainer={container}>
        <PaneKeyContext.Provider value={tab}>{children}</PaneKeyContext.Provider>
      </ConfigProvider>
    </div>
  );
}
