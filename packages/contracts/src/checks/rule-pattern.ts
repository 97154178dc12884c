/**
 * Check-rule patterns are regular expressions typed by administrators (spec §7.2 checkByCode; JeecgBoot's
 * sys_check_rule.rule_json). A careless pattern such as `(a+)+$` can make a regular expression engine
 * backtrack for minutes on a short input, so a pattern is accepted only when it cannot do that:
 * - at most CHECK_RULE.maxPatternLength characters;
 * - no repeated group that itself repeats or alternates (`(a+)+`, `(a|aa)*`): the exponential cases;
 * - at most CHECK_RULE.maxWideQuantifiers unbounded (or wide) repetitions: bounds the polynomial cases;
 * - no back-references or look-behind (features a rule never needs and that defeat the analysis);
 * and every value is checked only up to CHECK_RULE.maxValueLength characters.
 * Both sides use this file: the server refuses such a rule on save, the page says why while typing.
 */
export const CHECK_RULE = {
  maxPatternLength: 200,
  maxValueLength: 256,
  maxRules: 20,
  maxMessageLength: 100,
  /** Repetitions counted as wide: `*`, `+`, `{n,}`, and `{n,m}` with m at least this. */
  wideQuantifierMin: 17,
  maxWideQuantifiers: 2,
  /** digits '*' checks the whole value instead of the next N characters. */
  checkAll: '*',
} as const;

export const RULE_PATTERN_TEXT = {
  empty: '请输入正则表达式',
  tooLong: `正则表达式最多 ${CHECK_RULE.maxPatternLength} 个字符`,
  nested: '不允许嵌套的重复（如 (a+)+ 或 (a|b)*），以免校验耗时失控',
  tooWide: `不定长的重复（* + {n,}）最多 ${CHECK_RULE.maxWideQuantifiers} 处`,
  backReference: '不支持反向引用',
  lookBehind: '不支持后行断言',
  invalid: '正则表达式有误',
} as const;

interface Frame { repeats: boolean; alternates: boolean }

/** The length of a `{n}`, `{n,}` or `{n,m}` quantifier at `i`, with its upper bound (Infinity when open). */
function braceQuantifier(p: string, i: number): { length: number; max: number } | undefined {
  const m = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(p.slice(i));
  if (!m) return undefined;
  const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
  return { length: m[0].length, max };
}

/** The quantifier starting at `i`, if any: its length (lazy `?` included) and whether it is wide. */
function quantifierAt(p: string, i: number): { length: number; wide: boolean } | undefined {
  const c = p[i];
  let q: { length: number; wide: boolean } | undefined;
  if (c === '*' || c === '+') q = { length: 1, wide: true };
  else if (c === '?') q = { length: 1, wide: false };
  else if (c === '{') {
    const b = braceQuantifier(p, i);
    if (b) q = { length: b.length, wide: b.max >= CHECK_RULE.wideQuantifierMin };
  }
  if (q && p[i + q.length] === '?') q.length += 1;
  return q;
}

/** Why a pattern is refused, or null when it is safe to run. */
export function rulePatternProblem(pattern: string): string | null {
  if (!pattern) return RULE_PATTERN_TEXT.empty;
  if (pattern.length > CHECK_RULE.maxPatternLength) return RULE_PATTERN_TEXT.tooLong;
  const stack: Frame[] = [{ repeats: false, alternates: false }];
  let wide = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return RULE_PATTERN_TEXT.backReference;
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      if (pattern[i + 1] === ']') i += 1; // `[]]` style: the first ] is literal in many dialects
      continue;
    }
    if (c === '(') {
      if (pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i)) return RULE_PATTERN_TEXT.lookBehind;
      stack.push({ repeats: false, alternates: false });
      // Skip the group's prefix ((?: (?= (?! (?<name>) so its '?' is not read as a quantifier.
      if (pattern[i + 1] === '?') {
        if (pattern[i + 2] === '<') {
          const end = pattern.indexOf('>', i);
          if (end < 0) return RULE_PATTERN_TEXT.invalid;
          i = end;
        } else {
          i += 2;
        }
      }
      continue;
    }
    if (c === '|') {
      stack[stack.length - 1].alternates = true;
      continue;
    }
    if (c === ')') {
      const inner = stack.length > 1 ? stack.pop()! : { repeats: false, alternates: false };
      const q = quantifierAt(pattern, i + 1);
      if (q && (inner.repeats || inner.alternates)) return RULE_PATTERN_TEXT.nested;
      if (q) {
        if (q.wide) wide += 1;
        i += q.length;
      }
      // A group that repeats inside, or is repeated, makes its enclosing group a repeating one.
      if (inner.repeats || q) stack[stack.length - 1].repeats = true;
      continue;
    }
    const q = quantifierAt(pattern, i);
    if (q) {
      stack[stack.length - 1].repeats = true;
      if (q.wide) wide += 1;
      i += q.length - 1;
    }
  }
  if (wide > CHECK_RULE.maxWideQuantifiers) return RULE_PATTERN_TEXT.tooWide;
  try {
    new RegExp(`^(?:${pattern})$`);
  } catch {
    return RULE_PATTERN_TEXT.invalid;
  }
  return null;
}

/** A safe pattern compiled to match the whole text, as Java's Pattern.matches did for JeecgBoot. */
export function compileRulePattern(pattern: string): RegExp {
  const problem = rulePatternProblem(pattern);
  if (problem) throw new Error(problem);
  return new RegExp(`^(?:${pattern})$`);
}
