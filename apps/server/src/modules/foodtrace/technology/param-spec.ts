import { z } from 'zod';

/**
 * Parameter limits of a technology step (HACCP critical limits, GB 14881 §8.3 / GB/T 27341) and the values a
 * step record measured. A CCP step whose limit is missed, or whose monitored value is missing, is a deviation.
 */
export const ParamLimit = z.object({
  key: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(50),
  unit: z.string().trim().max(20).nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
});
export type ParamLimit = z.infer<typeof ParamLimit>;

export const MeasuredParam = z.object({
  key: z.string().trim().min(1).max(50),
  name: z.string().trim().max(50).nullish(),
  value: z.union([z.number(), z.string().trim().max(50)]),
  unit: z.string().trim().max(20).nullish(),
});
export type MeasuredParam = z.infer<typeof MeasuredParam>;

export interface ParamCheck { key: string; ok: boolean; reason?: string }

/** Each limit against its measurement (by key). Missing numbers count against a CCP only. */
export function checkParams(limits: readonly ParamLimit[], measured: readonly MeasuredParam[], isCcp: boolean): ParamCheck[] {
  return limits.map((limit) => {
    const m = measured.find((p) => p.key === limit.key);
    const value = m === undefined ? NaN : Number(m.value);
    if (Number.isNaN(value)) return isCcp ? { key: limit.key, ok: false, reason: `未记录${limit.name}` } : { key: limit.key, ok: true };
    if (limit.min !== null && limit.min !== undefined && value < limit.min) return { key: limit.key, ok: false, reason: `${limit.name} ${value} 低于下限 ${limit.min}` };
    if (limit.max !== null && limit.max !== undefined && value > limit.max) return { key: limit.key, ok: false, reason: `${limit.name} ${value} 高于上限 ${limit.max}` };
    return { key: limit.key, ok: true };
  });
}

export function parseLimits(json: string | null): ParamLimit[] {
  if (!json) return [];
  const parsed = z.array(ParamLimit).safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}
