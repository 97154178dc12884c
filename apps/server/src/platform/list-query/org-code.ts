const ORG_CODE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A department and those under it as a key range of org codes: the codes that start with `prefix` are the ones
 * from it up to (not including) its next code of the same length or shorter (A01A02 → A01A03, A01A09 → A01A0A,
 * A01Z → A02). Exact for department codes, which are the system's own digits and capitals
 * (sysadmin/departs/org-code.ts), in every collation that sorts digits before letters; null for any other value.
 */
export function orgCodeRange(prefix: string): { from: string; to: string | null } | null {
  if (!/^[0-9A-Z]+$/.test(prefix)) return null;
  const head = prefix.replace(/Z+$/, '');
  if (!head) return { from: prefix, to: null };
  const last = head[head.length - 1];
  return { from: prefix, to: head.slice(0, -1) + ORG_CODE_CHARS[ORG_CODE_CHARS.indexOf(last) + 1] };
}
