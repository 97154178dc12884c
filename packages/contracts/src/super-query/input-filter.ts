/**
 * The input filter of spec §4 (JeecgBoot JInput): a typed search text wrapped by mode into the list-query
 * value conventions (reference/JEECG.md §1.8) — like `*v*`, not-equal `!v`, ge `>= v`, le `<= v`.
 *
 * ge and le carry a space after the operator: the QueryGenerator conventions (and our server) read an
 * operator only when a space follows, so JInput's `>=v` was silently an equality on the text ">=v".
 * `unwrapFilterValue` reads both spellings back.
 */
export type InputFilterMode = 'like' | 'ne' | 'ge' | 'le' | 'eq';

export interface InputFilterOptions {
  /** Drop surrounding blanks before wrapping (a pasted value often carries them). */
  trim?: boolean;
}

const PREFIX: Record<Exclude<InputFilterMode, 'like' | 'eq'>, string> = { ne: '!', ge: '>= ', le: '<= ' };

/** An empty text gives '' (no filter), never a bare `**` that would match everything. */
export function wrapFilterValue(text: string | null | undefined, mode: InputFilterMode, opts: InputFilterOptions = {}): string {
  const v = opts.trim ? (text ?? '').trim() : (text ?? '');
  if (v === '') return '';
  switch (mode) {
    case 'like': return `*${v}*`;
    case 'eq': return v;
    default: return PREFIX[mode] + v;
  }
}

/** The text a wrapped value was made from, to show it again in the input. */
export function unwrapFilterValue(value: string | null | undefined, mode: InputFilterMode): string {
  const v = value ?? '';
  switch (mode) {
    case 'like': return v.length >= 2 && v.startsWith('*') && v.endsWith('*') ? v.slice(1, -1) : v;
    case 'ne': return v.startsWith('!') ? v.slice(1) : v;
    case 'ge': return v.startsWith('>=') ? v.slice(2).replace(/^ /, '') : v;
    case 'le': return v.startsWith('<=') ? v.slice(2).replace(/^ /, '') : v;
    case 'eq': return v;
  }
}
