import { InputNumber } from 'antd';
import type { Bounds } from '@foodtrace/contracts';

export interface CronNumberProps {
  value: number;
  bounds: Bounds;
  onChange: (n: number) => void;
  label: string;
}

/** A whole number inside the spec §5 bounds; clearing the box keeps the last value instead of writing NaN. */
export function CronNumber({ value, bounds, onChange, label }: CronNumberProps) {
  return (
    <InputNumber<number> size="small" className="cron-number" aria-label={label} min={bounds.min} max={bounds.max}
      precision={0} value={value} onChange={(v) => { if (typeof v === 'number') onChange(v); }} />
  );
}
