import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { FORMATS } from '@foodtrace/contracts';
import type { CellComponent, CellProps } from './cell-types';
import { placeholderOf } from './column-options';

function parse(value: unknown, format: string) {
  if (typeof value !== 'string' || !value) return null;
  const d = dayjs(value, format);
  return d.isValid() ? d : null;
}

function DateEditor({ value, column, disabled, invalid, autoFocus, onChange, onBlur, withTime }: CellProps & { withTime: boolean }) {
  const format = withTime ? FORMATS.datetime : FORMATS.date;
  return (
    <DatePicker
      value={parse(value, format)} format={format} showTime={withTime} disabled={disabled} autoFocus={autoFocus}
      placeholder={placeholderOf(column, true)} status={invalid ? 'error' : undefined} style={{ width: '100%' }}
      onChange={(d) => onChange(d ? d.format(format) : '')} onBlur={onBlur}
      {...column.props}
    />
  );
}

/** date: stored as YYYY-MM-DD (spec §9). */
export const DateCell: CellComponent = { Editor: (p) => <DateEditor {...p} withTime={false} /> };
/** datetime: stored as YYYY-MM-DD HH:mm:ss (spec §9). */
export const DateTimeCell: CellComponent = { Editor: (p) => <DateEditor {...p} withTime /> };
