import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

/**
 * Printing one part of a screen (a label sheet, a report) without the admin shell around it: the part is drawn
 * a second time in a print-only root outside the app, and while the print dialog is up the body carries
 * `ft-printing`, which hides everything else on paper (print.css). The class goes when printing ends or the
 * screen closes, so the screen never stays hidden on paper.
 */
export function usePrint(): () => void {
  useEffect(() => {
    const done = () => document.body.classList.remove('ft-printing');
    window.addEventListener('afterprint', done);
    return () => { window.removeEventListener('afterprint', done); done(); };
  }, []);
  return () => {
    document.body.classList.add('ft-printing');
    window.print();
  };
}

/** The print-only copy of what `usePrint` prints (not shown on screen). */
export function PrintRoot({ children }: { children: ReactNode }) {
  return createPortal(<div className="ft-print-root">{children}</div>, document.body);
}
