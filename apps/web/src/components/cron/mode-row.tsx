import type { ReactNode } from 'react';
import { Radio } from 'antd';

export interface ModeRowProps<M extends string> {
  mode: M;
  /** Full reading of the mode, the radio's accessible name. */
  label: string;
  onSelect: (mode: M) => void;
  children: ReactNode;
}

/**
 * One radio row of a tab. The inputs sit beside the radio rather than inside its label, so that a click in a
 * number or a dropdown keeps its focus; any click in the row chooses the mode, as typing a value means it.
 */
export function ModeRow<M extends string>({ mode, label, onSelect, children }: ModeRowProps<M>) {
  return (
    <div className="cron-mode-row" onClick={() => onSelect(mode)}>
      <Radio value={mode} aria-label={label} />
      <span className="cron-mode-row__body">{children}</span>
    </div>
  );
}
