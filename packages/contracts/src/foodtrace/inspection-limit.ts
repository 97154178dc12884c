/**
 * Reading an inspection item's 标准限值 against its 实测值, as a Chinese test report writes them
 * (GB 19645 / GB 19301 style): `≥2.8`, `≤0.05`, `<4`, `2.8~3.5`, `≤1×10⁵`, `不得检出`; results such as `3.2`,
 * `1.2×10⁴`, `未检出`, `ND`. Both sides use it: the form judges an item as it is typed, the server refuses a
 * 合格 that the figures contradict. A limit or value it cannot read gives no verdict (null): the inspector's
 * own judgement stands, as for sensory items (色泽、滋味).
 */

const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const NOT_DETECTED = /^(未检出|未检测到|ND|N\.D\.?|阴性)$/i;
const NUMBER = String.raw`[+-]?\d+(?:\.\d+)?(?:\s*[×xX*]\s*10\s*\^?\s*[-⁻]?[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+|[eE][+-]?\d+)?`;

/** `3.2`, `1.2×10⁴`, `1.2x10^4`, `1.2e4` → number; anything else → null. */
export function readFigure(text: string): number | null {
  const m = new RegExp(`^(${NUMBER})`).exec(text.trim());
  if (!m) return null;
  const s = m[1].replace(/\s+/g, '');
  const power = /^([+-]?\d+(?:\.\d+)?)[×xX*]10\^?(.+)$/.exec(s);
  if (power) return Number(power[1]) * 10 ** Number([...power[2]].map((c) => SUPERSCRIPT[c] ?? c).join(''));
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

type Limit = { kind: 'none' } | { kind: 'min' | 'max'; value: number; strict: boolean } | { kind: 'range'; low: number; high: number };

function readLimit(text: string): Limit | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (/^(不得检出|不得检测出|不应检出)$/.test(t)) return { kind: 'none' };
  const bound = /^(≥|>=|＞=|≧|>|＞|≤|<=|＜=|≦|<|＜)\s*(.+)$/.exec(t);
  if (bound) {
    const value = readFigure(bound[2]);
    if (value === null) return null;
    const op = bound[1];
    const min = /^(≥|>=|＞=|≧|>|＞)$/.test(op);
    return { kind: min ? 'min' : 'max', value, strict: /^(>|＞|<|＜)$/.test(op) };
  }
  const range = new RegExp(`^(${NUMBER})\\s*(?:~|～|—|–|-|至)\\s*(${NUMBER})$`).exec(t);
  if (range) {
    const low = readFigure(range[1]);
    const high = readFigure(range[2]);
    return low !== null && high !== null && low <= high ? { kind: 'range', low, high } : null;
  }
  return null;
}

/** true: the value meets the limit; false: it does not; null: one of them cannot be read. */
export function limitVerdict(limit: string | null | undefined, measured: string | null | undefined): boolean | null {
  if (!limit?.trim() || !measured?.trim()) return null;
  const l = readLimit(limit);
  if (!l) return null;
  const m = measured.trim();
  const notDetected = NOT_DETECTED.test(m);
  if (l.kind === 'none') {
    if (notDetected) return true;
    if (/^检出/.test(m)) return false;
    const v = readFigure(m);
    return v === null ? null : v === 0;
  }
  // 未检出 is below any upper limit, and meets no lower limit or range.
  if (notDetected) return l.kind === 'max';
  // `<10` (below what the method counts): within an upper limit it does not pass, short of a lower one.
  const below = /^(<|＜|小于)\s*(.+)$/.exec(m);
  if (below) {
    const v = readFigure(below[2]);
    if (v === null) return null;
    if (l.kind === 'max') return v <= l.value ? true : null;
    if (l.kind === 'min') return v <= l.value ? false : null;
    return null;
  }
  const v = readFigure(m);
  if (v === null) return null;
  if (l.kind === 'range') return v >= l.low && v <= l.high;
  if (l.kind === 'min') return l.strict ? v > l.value : v >= l.value;
  return l.strict ? v < l.value : v <= l.value;
}

export interface JudgedItem { itemName: string; standardLimit?: string | null; measuredValue?: string | null; passed: boolean }

/**
 * The first item ticked 合格 whose figures fail its limit, as the message both sides give (the form before
 * sending, the server on receipt); null when every 合格 agrees with its figures.
 */
export function misjudgedItem(items: readonly JudgedItem[]): string | null {
  const wrong = items.find((i) => i.passed && limitVerdict(i.standardLimit, i.measuredValue) === false);
  return wrong ? `检验项目“${wrong.itemName}”实测值 ${wrong.measuredValue} 不符合标准限值 ${wrong.standardLimit}，不能判为合格` : null;
}
