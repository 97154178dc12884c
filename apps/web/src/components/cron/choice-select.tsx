import { Select } from 'antd';

export interface Choice { value: number; label: string }

/** Choices from..to as numbers (0…59, 1…31, 2019…2118) or weekdays. */
export function numberChoices(from: number, count: number, label: (n: number) => string = String): Choice[] {
  return Array.from({ length: count }, (_, i) => ({ value: from + i, label: label(from + i) }));
}

interface SingleProps { value: number; options: Choice[]; onChange: (v: number) => void; label: string }

/** One value of a fixed list (a weekday), sized for a sentence of the picker. */
export function ChoiceSelect({ value, options, onChange, label }: SingleProps) {
  return <Select<number> size="small" className="cron-choice" aria-label={label} value={value} options={options} onChange={onChange} />;
}

interface MultiProps { value: number[]; options: Choice[]; onChange: (v: number[]) => void; label: string; placeholder: string }

/** The 指定 list of a unit; kept in ascending order, as the expression writes it. */
export function MultiChoiceSelect({ value, options, onChange, label, placeholder }: MultiProps) {
  return (
    <Select<number[]> size="small" mode="multiple" className="cron-multi" aria-label={label} value={value}
      options={options} onChange={(v) => onChange([...v].sort((a, b) => a - b))} placeholder={placeholder}
      maxTagCount="responsive" allowClear />
  );
}
