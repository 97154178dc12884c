/**
 * The number input ranges of the schedule-expression picker, exactly as spec §5 'Cron number inputs' gives
 * them. They bound what the inputs accept; `validateCron` adds what Quartz itself needs beyond them (a step is
 * at least 1, months start at 1), because the spec's month and hour step inputs admit 0.
 */
export interface Bounds { min: number; max: number }

export interface UnitLimits {
  /** Specific values, range ends and (unless `stepStart` says otherwise) the start of a step. */
  value: Bounds;
  stepStart: Bounds;
  step: Bounds;
}

export const CRON_LIMITS = {
  second: { value: { min: 0, max: 59 }, stepStart: { min: 0, max: 59 }, step: { min: 1, max: 59 } },
  minute: { value: { min: 0, max: 59 }, stepStart: { min: 0, max: 59 }, step: { min: 1, max: 60 } },
  hour: { value: { min: 0, max: 23 }, stepStart: { min: 0, max: 23 }, step: { min: 0, max: 23 } },
  /** Day of month: 'day step 1-31'; also L-n and nW. */
  day: { value: { min: 1, max: 31 }, stepStart: { min: 1, max: 31 }, step: { min: 1, max: 31 } },
  /** Day of week in Quartz numbering, 1 = Sunday … 7 = Saturday: 'weekly step 1-7'. */
  week: { value: { min: 1, max: 7 }, stepStart: { min: 1, max: 7 }, step: { min: 1, max: 7 } },
  /** 'month 0-12 for step and 1-12 for range'. */
  month: { value: { min: 1, max: 12 }, stepStart: { min: 0, max: 12 }, step: { min: 0, max: 12 } },
  /** 'year step 1-99; year start 2019-2119 (100 years from 2019)'. */
  year: { value: { min: 2019, max: 2119 }, stepStart: { min: 2019, max: 2119 }, step: { min: 1, max: 99 } },
} as const satisfies Record<string, UnitLimits>;

/** 'nth weekday 1-5'. */
export const CRON_NTH_WEEKDAY: Bounds = { min: 1, max: 5 };

/** The specific years offered: 100 years from 2019 (spec §5). */
export const CRON_YEAR_CHOICES = 100;

/**
 * What Quartz accepts in each of the seven fields, used when reading an expression back: an expression
 * written elsewhere (an older job, another tool) still opens even where the picker's inputs are narrower.
 */
export const CRON_DOMAINS = {
  second: { min: 0, max: 59 },
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  day: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  week: { min: 1, max: 7 },
  year: { min: 1970, max: 2199 },
} as const satisfies Record<string, Bounds>;
