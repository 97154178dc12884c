import { useEffect, useState } from 'react';
import { nextHeaderVisible } from './header-visibility';

/** Tracks window scrolling for the auto-hiding header; always visible when the option is off. */
export function useHeaderVisibility(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let previous = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const top = window.scrollY;
        setVisible(nextHeaderVisible(previous, top));
        previous = top;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled ? visible : true;
}
