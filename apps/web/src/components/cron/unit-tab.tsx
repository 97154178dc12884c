import { Radio } from 'antd';
import { CRON_LIMITS, CRON_UNIT_LABELS, CRON_YEAR_CHOICES, type CronUnit, type UnitMode, type UnitState } from '@foodtrace/contracts';
import { MultiChoiceSelect, numberChoices, type Choice } from './choice-select';
import { CronNumber } from './cron-number';
import { ModeRow } from './mode-row';
import { CRON_TEXT } from './texts';

/** The values a unit's 指定 list offers: its whole range; years 100 from 2019 (spec §5). */
const CHOICES: Record<CronUnit, Choice[]> = {
  second: numberChoices(0, 60),
  minute: numberChoices(0, 60),
  hour: numberChoices(0, 24),
  month: numberChoices(1, 12),
  year: numberChoices(CRON_LIMITS.year.value.min, CRON_YEAR_CHOICES),
};

export interface UnitTabProps {
  unit: CronUnit;
  value: UnitState;
  /** Takes an update of the previous state: a click may both set a value and choose its mode. */
  onChange: (update: (prev: UnitState) => UnitState) => void;
}

/** Seconds, minutes, hours, months or years: every (1), step (2), specific (3), range (4) — spec §4. */
export function UnitTab({ unit, value, onChange }: UnitTabProps) {
  const t = CRON_TEXT.units[unit];
  const names = CRON_TEXT.unitInputs(CRON_UNIT_LABELS[unit]);
  const lim = CRON_LIMITS[unit];
  const set = (patch: Partial<UnitState>) => onChange((prev) => ({ ...prev, ...patch }));
  const select = (mode: UnitMode) => set({ mode });

  return (
    <Radio.Group className="cron-modes" value={value.mode} onChange={(e) => select(e.target.value as UnitMode)}>
      <ModeRow mode="every" label={t.every} onSelect={select}>{t.every}</ModeRow>
      <ModeRow mode="step" label={t.step.join('…')} onSelect={select}>
        {t.step[0]}
        <CronNumber label={names.start} value={value.start} bounds={lim.stepStart} onChange={(start) => set({ start, mode: 'step' })} />
        {t.step[1]}
        <CronNumber label={names.step} value={value.step} bounds={lim.step} onChange={(step) => set({ step, mode: 'step' })} />
        {t.step[2]}
      </ModeRow>
      <ModeRow mode="specific" label={t.specific} onSelect={select}>
        {t.specific}
        <MultiChoiceSelect label={names.values} value={value.values} options={CHOICES[unit]} placeholder={CRON_TEXT.specificPlaceholder}
          onChange={(values) => set({ values, mode: 'specific' })} />
      </ModeRow>
      <ModeRow mode="range" label={t.range.join('…')} onSelect={select}>
        {t.range[0]}
        <CronNumber label={names.from} value={value.from} bounds={lim.value} onChange={(from) => set({ from, mode: 'range' })} />
        {t.range[1]}
        <CronNumber label={names.to} value={value.to} bounds={lim.value} onChange={(to) => set({ to, mode: 'range' })} />
        {t.range[2]}
      </ModeRow>
    </Radio.Group>
  );
}
