import dayjs, { type Dayjs } from 'dayjs';
import { FORMATS } from '@foodtrace/contracts';

/** The days a picker for something that took place greys out (FieldDef.happened): its time is not ahead. */
export const afterToday = (d: Dayjs): boolean => d.isAfter(dayjs(), 'day');

/** A date-time picker's value as the API sends it (`YYYY-MM-DD HH:mm:ss`), or null when empty. */
export const dateTimeWire = (d: Dayjs | null | undefined): string | null => (d ? d.format(FORMATS.datetime) : null);

/** An API date-time back into a picker's value, or null. */
export const dateTimeValue = (s: string | null | undefined): Dayjs | null => (s ? dayjs(s, FORMATS.datetime) : null);
