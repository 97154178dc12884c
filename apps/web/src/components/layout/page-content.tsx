import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useRouteHandle } from '@/app/router/route-handle';
import { useTabsStore } from '@/app/stores/tabs-store';

/**
 * The routed view. In multi-tab mode every visited route gets a tab (spec §2.5); a route with keepAlive +
 * componentName (spec §2.2) keeps its pane mounted and hidden while another tab is shown, so its state
 * (search form, page, scroll) survives. 刷新 remounts a pane through its key.
 */
export function PageContent({ multipage }: { multipage: boolean }): ReactNode {
  const outlet = useOutlet();
  const location = useLocation();
  const handle = useRouteHandle();
  const key = location.pathname + location.search;
  const tabs = useTabsStore((s) => s.tabs);
  const refreshCount = useTabsStore((s) => s.refreshCount);
  const open = useTabsStore((s) => s.open);
  const [cached, setCached] = useState<Record<string, ReactElement>>({});

  const title = handle?.title;
  useEffect(() => {
    if (title) open({ key, title });
  }, [key, title, open]);

  const keepAlive = multipage && Boolean(handle?.keepAlive) && outlet !== null;
  // The first element of a kept-alive route is stored once; it keeps the route context of its own match.
  if (keepAlive && !(key in cached)) setCached({ ...cached, [key]: outlet });
  const openKeys = new Set(tabs.map((t) => t.key));
  const stale = Object.keys(cached).filter((k) => k !== key && !openKeys.has(k));
  if (stale.length > 0) {
    const next = { ...cached };
    for (const k of stale) delete next[k];
    setCached(next);
  }

  const paneKey = (k: string) => `${k}#${refreshCount[k] ?? 0}`;
  return (
    <>
      {multipage &&
        Object.keys(cached).map((k) => (
          <div key={paneKey(k)} className="page-pane" hidden={k !== key}>
            {k === key ? outlet : cached[k]}
          </div>
        ))}
      {!keepAlive && (
        <div key={paneKey(key)} className="page-pane">
          {outlet}
        </div>
      )}
    </>
  );
}
