/** What a number cell accepts while typing: an optional minus sign, digits, an optional decimal point. */
const TYPING = /^-?\d*\.?\d*$/;
/** What it keeps on blur: a complete number ('12', '-3.5', '7.', '.5'). */
const COMPLETE = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * spec §5: number cells accept only an optional minus sign and digits with an optional decimal point;
 * other input is reverted (the previous text stays).
 */
export function acceptNumberTyping(next: string, previous: string): string {
  return TYPING.test(next) ? next : previous;
}

/** spec §5: on blur a non-matching value becomes empty, otherwise it is converted to a number. */
export function numberOnBlur(text: unknown): number | '' {
  if (typeof text === 'number') return Number.isFinite(text) ? text : '';
  const s = String(text ?? '').trim();
  return COMPLETE.test(s) ? Number(s) : '';
}

/** The text a number cell shows for a stored value. */
export function numberText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}
