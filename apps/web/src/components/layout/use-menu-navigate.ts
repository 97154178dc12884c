import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isExternal } from '@/app/menu/menu-tree';
import { IFRAME_COMPONENT } from '@/app/page-registry';
import { useSessionStore } from '@/app/stores/session-store';
import { isSafeHttpUrl } from '@/lib/safe-url';
import { findMenuItem } from './menu-items';

/**
 * Opens a menu entry: external links open a new window (spec §2.4); with `iframeInWindow` (the menu search)
 * an iframe entry opens its url in a new window too; everything else navigates.
 */
export function useMenuNavigate(iframeInWindow = false): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      const item = findMenuItem(useSessionStore.getState().menu, path);
      const url = item?.meta?.url;
      const iframe = iframeInWindow && item?.component === IFRAME_COMPONENT && isSafeHttpUrl(url);
      if (item && (isExternal(item) || iframe) && url) {
        window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      navigate(path);
    },
    [navigate, iframeInWindow],
  );
}
