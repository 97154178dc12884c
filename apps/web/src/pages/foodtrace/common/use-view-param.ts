import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's switch between views (records or worklist, 全部 or 已过期…) kept in the address as `?view=`, so that
 * a link can open the screen on a view (the home page's figures) and a reload stays on it. The first view is the
 * default and leaves the address bare; an unknown value reads as the default. A second switch of the same screen
 * (批次库存's 按批次 / 按品名) keeps its own `key`.
 */
export function useViewParam<V extends string>(views: readonly V[], key = 'view'): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(key) as V | null;
  const view = asked && views.includes(asked) ? asked : views[0];
  const setView = useCallback((next: V) => setParams((current) => {
    const out = new URLSearchParams(current);
    if (next === views[0]) out.delete(key);
    else out.set(key, next);
    return out;
  }, { replace: true }), [setParams, views, key]);
  return [view, setView];
}
