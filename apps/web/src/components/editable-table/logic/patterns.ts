import { RULE_TEXT } from '../texts';

export type PatternPreset = keyof typeof RULE_TEXT.patterns;

/** The pattern presets of spec §5 "Editable table cells" (also the rule options offered to designers). */
export const PATTERN_PRESETS: Readonly<Record<PatternPreset, RegExp>> = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^(https?|ftp):\/\/[\w-]+(\.[\w-]+)+(:\d+)?([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/i,
  e: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/,
  m: /^1[3-9]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.\d+)?$/,
  z: /^-?\d+$/,
  '*': /\S/,
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
};

export function isPreset(pattern: unknown): pattern is PatternPreset {
  return typeof pattern === 'string' && Object.hasOwn(PATTERN_PRESETS, pattern);
}

/**
 * A preset's expression, or the string compiled as a custom regular expression (spec §5: any other pattern
 * string). An expression that does not compile never matches, so a broken rule shows its message instead of
 * silently accepting everything.
 */
export function patternRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (isPreset(pattern)) return PATTERN_PRESETS[pattern];
  try {
    return new RegExp(pattern);
  } catch {
    return /(?!)/;
  }
}
