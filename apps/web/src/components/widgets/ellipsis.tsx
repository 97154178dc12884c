import { Tooltip } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { ellipsisView } from './ellipsis-text';

export interface EllipsisProps {
  /** The full text. */
  value?: string | null;
  /** Longest display length, non-ASCII counting 2 (spec §9: default 25). */
  length?: number;
}

/** Text cut to a display length with '…', the full text in a tooltip (JeecgBoot's JEllipsis). */
export function Ellipsis({ value, length = WIDGETS.ellipsisLength }: EllipsisProps) {
  const text = value ?? '';
  const view = ellipsisView(text, length);
  if (!view.cut) return <span>{text}</span>;
  return <Tooltip title={text}><span>{view.shown}</span></Tooltip>;
}
