import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SCREENS } from './screen-paths';
import { useScreenLink } from './use-screen-link';

/**
 * A lot (its number, or any text) opening its trace in 追溯查询 — backward to where it came from, forward to
 * where it went — where the user may see that screen; plain text where not.
 */
export function LotTraceLink({ lotId, dir, mono, children }: { lotId: string; dir: 'backward' | 'forward'; mono?: boolean; children: ReactNode }) {
  const link = useScreenLink();
  const to = lotId ? link(SCREENS.trace, { lotId, dir }) : null;
  const className = mono ? 'ft-mono' : undefined;
  return to ? <Link to={to} className={className}>{children}</Link> : <span className={className}>{children}</span>;
}
