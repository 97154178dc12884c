import type { ReactNode } from 'react';
import { Radio } from 'antd';
import { CRON_LIMITS, CRON_NTH_WEEKDAY, type DayMode, type DayState } from '@foodtrace/contracts';
import { ChoiceSelect, MultiChoiceSelect, numberChoices } from './choice-select';
import { CronNumber } from './cron-number';
import { ModeRow } from './mode-row';
import { CRON_TEXT } from './texts';

const T = CRON_TEXT.day;
const N = CRON_TEXT.dayInputs;
/** Quartz weekday numbers: 1 = 星期日 … 7 = 星期六. */
const WEEKDAYS = numberChoices(1, 7, (n) => CRON_TEXT.weekdays[n - 1]);
const DAYS = numberChoices(1, 31);
const { day: DAY, week: WEEK } = CRON_LIMITS;

export interface DayTabProps {
  value: DayState;
  /** Takes an update of the previous state: a click may both set a value and choose its mode. */
  onChange: (update: (prev: DayState) => DayState) => void;
}

/** Day of month and day of week together (spec §4 day modes); one of the two fields is always `?`. */
export function DayTab({ value, onChange }: DayTabProps) {
  const select = (mode: DayMode) => onChange((prev) => ({ ...prev, mode }));
  /** Typing a value of a mode also chooses that mode. */
  const set = (mode: DayMode) => (patch: Partial<DayState>) => onChange((prev) => ({ ...prev, ...patch, mode }));
  const row = (mode: DayMode, label: string, body: ReactNode = label) => (
    <ModeRow key={mode} mode={mode} label={label} onSelect={select}>{body}</ModeRow>
  );
  const weekday = (mode: DayMode, key: 'weekdayStart' | 'weekdayFrom' | 'weekdayTo' | 'lastWeekday' | 'nthWeekday', label: string) => (
    <ChoiceSelect label={label} value={value[key]} options={WEEKDAYS} onChange={(v) => set(mode)({ [key]: v })} />
  );
  const num = (mode: DayMode, key: keyof DayState, bounds: { min: number; max: number }, label: string) => (
    <CronNumber label={label} value={value[key] as number} bounds={bounds} onChange={(v) => set(mode)({ [key]: v })} />
  );

  return (
    <Radio.Group className="cron-modes" value={value.mode} onChange={(e) => select(e.target.value as DayMode)}>
      {row('every', T.every)}
      {row('weekdayStep', T.weekdayStep.join('…'), <>
        {T.weekdayStep[0]}{weekday('weekdayStep', 'weekdayStart', N.weekdayStart)}{T.weekdayStep[1]}
        {num('weekdayStep', 'weekdayStep', WEEK.step, N.weekdayStep)}{T.weekdayStep[2]}
      </>)}
      {row('dayStep', T.dayStep.join('…'), <>
        {T.dayStep[0]}{num('dayStep', 'dayStart', DAY.stepStart, N.dayStart)}{T.dayStep[1]}
        {num('dayStep', 'dayStep', DAY.step, N.dayStep)}{T.dayStep[2]}
      </>)}
      {row('weekdays', T.weekdays, <>
        {T.weekdays}
        <MultiChoiceSelect label={N.weekdays} value={value.weekdays} options={WEEKDAYS} placeholder={CRON_TEXT.specificPlaceholder}
          onChange={(weekdays) => set('weekdays')({ weekdays })} />
      </>)}
      {row('days', T.days, <>
        {T.days}
        <MultiChoiceSelect label={N.days} value={value.days} options={DAYS} placeholder={CRON_TEXT.specificPlaceholder}
          onChange={(days) => set('days')({ days })} />
      </>)}
      {row('weekdayRange', T.weekdayRange.join('…'), <>
        {T.weekdayRange[0]}{weekday('weekdayRange', 'weekdayFrom', N.weekdayFrom)}{T.weekdayRange[1]}
        {weekday('weekdayRange', 'weekdayTo', N.weekdayTo)}
      </>)}
      {row('dayRange', T.dayRange.join('…'), <>
        {T.dayRange[0]}{num('dayRange', 'dayFrom', DAY.value, N.dayFrom)}{T.dayRange[1]}
        {num('dayRange', 'dayTo', DAY.value, N.dayTo)}{T.dayRange[2]}
      </>)}
      {row('lastDay', T.lastDay)}
      {row('lastWorkday', T.lastWorkday)}
      {row('lastWeekday', T.lastWeekday.join('…'), <>{T.lastWeekday[0]}{weekday('lastWeekday', 'lastWeekday', N.lastWeekday)}</>)}
      {row('beforeMonthEnd', T.beforeMonthEnd.join('…'), <>
        {T.beforeMonthEnd[0]}{num('beforeMonthEnd', 'beforeMonthEnd', DAY.value, N.beforeMonthEnd)}{T.beforeMonthEnd[1]}
      </>)}
      {row('nearestWorkday', T.nearestWorkday.join('…'), <>
        {T.nearestWorkday[0]}{num('nearestWorkday', 'nearestWorkday', DAY.value, N.nearestWorkday)}{T.nearestWorkday[1]}
      </>)}
      {row('nthWeekday', T.nthWeekday.join('…'), <>
        {T.nthWeekday[0]}{num('nthWeekday', 'nth', CRON_NTH_WEEKDAY, N.nth)}{T.nthWeekday[1]}
        {weekday('nthWeekday', 'nthWeekday', N.nthWeekday)}
      </>)}
    </Radio.Group>
  );
}
