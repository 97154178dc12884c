import { Segmented } from 'antd';
import { BOARD_TEXT } from './texts';

export const DAY_CHOICES = [7, 30, 90] as const;

/** The window of a dashboard: the last 7, 30 or 90 days (the trend route accepts 1–90). */
export function DaysSelect({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  return <Segmented<number> value={value} onChange={onChange} options={DAY_CHOICES.map((d) => ({ value: d, label: BOARD_TEXT.days(d) }))} />;
}
