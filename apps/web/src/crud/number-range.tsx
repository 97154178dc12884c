import { InputNumber, Space } from 'antd';
import { CRUD_TEXT } from './texts';

type Bound = number | null;
export interface NumberRangeProps {
  /** Given by Form.Item; put on the first input so the label points at it. */
  id?: string;
  value?: [Bound, Bound];
  onChange?: (v: [Bound, Bound]) => void;
  precision?: number;
}

/** Two numbers as one form value, the shape a date RangePicker gives, so range search treats both alike. */
export function NumberRange({ id, value, onChange, precision }: NumberRangeProps) {
  const [a = null, b = null] = value ?? [];
  return (
    <Space.Compact block>
      <InputNumber<number> id={id} style={{ width: '50%' }} placeholder={CRUD_TEXT.rangeStart} precision={precision}
        value={a} onChange={(v) => onChange?.([v, b])} />
      <InputNumber<number> style={{ width: '50%' }} placeholder={CRUD_TEXT.rangeEnd} precision={precision}
        value={b} onChange={(v) => onChange?.([a, v])} />
    </Space.Compact>
  );
}
