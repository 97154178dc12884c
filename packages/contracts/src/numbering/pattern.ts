/**
 * The pattern of a 填值规则 (fill rule): how a document number is made, e.g. `CP{yyyy}{MM}{dd}-{seq:3}` →
 * `CP20261127-001`. JeecgBoot named a Java class to run; here a rule is data in a small closed language:
 * literal letters, digits and `- _ . /`, the date tokens {yyyy} {yy} {MM} {dd} (the business day in the
 * server's time zone) and exactly one serial {seq:N} of N digits (1–9), counted per rendered prefix, so a
 * pattern with {dd} starts again at 1 each day and one without date tokens never starts again.
 */
export type PatternPart = { text: string } | { date: DateToken } | { seq: number };
type DateToken = 'yyyy' | 'yy' | 'MM' | 'dd';

/** The longest number a pattern may make: it must fit every document-number column (50) with room to spare. */
export const NUMBER_MAX_LENGTH = 32;

export const PATTERN_TEXT = {
  empty: '规则格式不能为空',
  badChar: (c: string) => `规则格式含有不允许的字符“${c}”：只能使用字母、数字、- _ . / 和 {yyyy} {yy} {MM} {dd} {seq:N}`,
  badToken: (t: string) => `无法识别的占位符 {${t}}：可用 {yyyy} {yy} {MM} {dd} 和 {seq:N}（N 为 1–9 位）`,
  oneSeq: '规则格式必须且只能包含一个流水号 {seq:N}，如 {seq:3}',
  tooLong: (n: number) => `按此格式生成的编号最长 ${n} 位，不能超过 ${NUMBER_MAX_LENGTH} 位`,
} as const;

const LITERAL = /^[A-Za-z0-9_./-]$/;
const DATE_WIDTH: Record<DateToken, number> = { yyyy: 4, yy: 2, MM: 2, dd: 2 };

/** The parts of a pattern, or the sentence saying what is wrong with it. */
export function parseNumberPattern(pattern: string): { parts: PatternPart[] } | { error: string } {
  if (!pattern.trim()) return { error: PATTERN_TEXT.empty };
  const parts: PatternPart[] = [];
  let seqs = 0;
  for (let i = 0; i < pattern.length;) {
    if (pattern[i] === '{') {
      const end = pattern.indexOf('}', i);
      const token = end < 0 ? pattern.slice(i + 1) : pattern.slice(i + 1, end);
      // An unclosed brace is no token, whatever follows it.
      const seq = end < 0 ? null : /^seq:([1-9])$/.exec(token);
      if (seq) {
        parts.push({ seq: Number(seq[1]) });
        seqs++;
      } else if (end > 0 && Object.hasOwn(DATE_WIDTH, token)) parts.push({ date: token as DateToken });
      else return { error: PATTERN_TEXT.badToken(token) };
      i = end + 1;
      continue;
    }
    if (!LITERAL.test(pattern[i])) return { error: PATTERN_TEXT.badChar(pattern[i]) };
    const last = parts[parts.length - 1];
    if (last && 'text' in last) last.text += pattern[i];
    else parts.push({ text: pattern[i] });
    i++;
  }
  if (seqs !== 1) return { error: PATTERN_TEXT.oneSeq };
  const longest = parts.reduce((n, p) => n + ('text' in p ? p.text.length : 'date' in p ? DATE_WIDTH[p.date] : p.seq), 0);
  if (longest > NUMBER_MAX_LENGTH) return { error: PATTERN_TEXT.tooLong(longest) };
  return { parts };
}

/** The problem of a pattern, for a form field's check (null when it is a pattern the server can run). */
export const numberPatternIssue = (pattern: string): string | null => {
  const parsed = parseNumberPattern(pattern);
  return 'error' in parsed ? parsed.error : null;
};

/**
 * A number from parsed parts, for the business day `YYYY-MM-DD`: `scope` is the number with its serial left
 * out (the counter that serial belongs to), `digits` how many the serial has; `value(n)` writes serial n.
 */
export function numberTemplate(parts: PatternPart[], day: string) {
  const date: Record<DateToken, string> = { yyyy: day.slice(0, 4), yy: day.slice(2, 4), MM: day.slice(5, 7), dd: day.slice(8, 10) };
  const digits = parts.reduce((n, p) => ('seq' in p ? p.seq : n), 0);
  const render = (seq: string) => parts.map((p) => ('text' in p ? p.text : 'date' in p ? date[p.date] : seq)).join('');
  return { scope: render('{seq}'), digits, value: (n: number) => render(String(n).padStart(digits, '0')) };
}

/** What the first number a valid pattern makes on a day looks like (the list's 示例), or null. */
export function numberExample(pattern: string, day: string): string | null {
  const parsed = parseNumberPattern(pattern);
  return 'error' in parsed ? null : numberTemplate(parsed.parts, day).value(1);
}
