import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@foodtrace/contracts';

/**
 * spec §2.4: under 768 px the menu is a drawer (mobile); under 1088 px the sidebar is collapsed (tablet);
 * wider screens are the desktop.
 */
export type Device = 'mobile' | 'tablet' | 'desktop';

const MOBILE = `(max-width: ${LAYOUT.mobileMaxWidth - 0.02}px)`;
const TABLET = `(max-width: ${LAYOUT.desktopMinWidth - 0.02}px)`;

export function deviceFor(width: number): Device {
  if (width < LAYOUT.mobileMaxWidth) return 'mobile';
  if (width < LAYOUT.desktopMinWidth) return 'tablet';
  return 'desktop';
}

function read(): Device {
  if (typeof window === 'undefined' || !window.matchMedia) return 'desktop';
  if (window.matchMedia(MOBILE).matches) return 'mobile';
  return window.matchMedia(TABLET).matches ? 'tablet' : 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(MOBILE), window.matchMedia(TABLET)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, read, () => 'desktop');
}
