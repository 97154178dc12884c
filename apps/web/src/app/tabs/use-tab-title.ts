import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '../stores/tabs-store';

/** Lets a page name its own tab, e.g. useTabTitle(`编辑 ${record.name}`) (spec §2.5). */
export function useTabTitle(title: string | undefined): void {
  const { pathname, search } = useLocation();
  const rename = useTabsStore((s) => s.rename);
  useEffect(() => {
    if (title) rename(pathname + search, title);
  }, [pathname, search, title, rename]);
}
