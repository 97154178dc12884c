import { BusinessError } from '../../../platform/errors.ts';

/**
 * The org-code fill rule (JeecgBoot's OrgCodeRule / YouBianCodeUtil): every level of the department tree
 * adds one segment of a letter and two digits — A01, A02 … A99, B01 … Z99 — so a code names its whole path
 * (A01A02 is the second child of A01) and "a department and everything below it" is a prefix match.
 */
const SEGMENT = /^[A-Z]\d{2}$/;
const SEGMENT_LENGTH = 3;

export function nextSegment(last: string | null): string {
  if (last === null) return 'A01';
  if (!SEGMENT.test(last)) throw new Error(`not an org-code segment: ${last}`);
  const letter = last.charCodeAt(0);
  const n = Number(last.slice(1));
  if (n < 99) return `${last[0]}${String(n + 1).padStart(2, '0')}`;
  if (last[0] === 'Z') throw new BusinessError('同一上级下的部门数量已达上限');
  return `${String.fromCharCode(letter + 1)}01`;
}

/**
 * The next free code under a parent ('' for a top-level department), given every code in use — deleted
 * departments included, because a code is never handed out twice.
 */
export function nextOrgCode(parentCode: string, usedCodes: string[]): string {
  const segments = usedCodes
    .filter((c) => c.length === parentCode.length + SEGMENT_LENGTH && c.startsWith(parentCode))
    .map((c) => c.slice(parentCode.length))
    .filter((s) => SEGMENT.test(s))
    .sort();
  return parentCode + nextSegment(segments.at(-1) ?? null);
}
