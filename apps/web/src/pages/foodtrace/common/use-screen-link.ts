import { useCallback } from 'react';
import { useSessionStore } from '@/app/stores/session-store';
import { screenLink } from './screen-paths';

/** `link(component, query)` → the path of that screen in the user's menu, or null (see screen-paths.ts). */
export function useScreenLink(): (component: string, query?: Record<string, string | null | undefined>) => string | null {
  const menu = useSessionStore((s) => s.menu);
  return useCallback((component, query) => screenLink(menu, component, query), [menu]);
}
