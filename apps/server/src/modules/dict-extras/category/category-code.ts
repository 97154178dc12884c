import { CATEGORY } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';

/**
 * The category code fill rule (JeecgBoot's CategoryCodeRule over YouBianCodeUtil): each level adds one
 * segment of a letter and two digits — A01 … A99, B01 … Z99 — so a code names its whole path (B01A02 is the
 * second child of B01) and "a category and everything below it" is a prefix match.
 */
const SEGMENT = /^[A-Z]\d{2}$/;

export function nextSegment(last: string | null): string {
  if (last === null) return 'A01';
  if (!SEGMENT.test(last)) throw new Error(`not a category code segment: ${last}`);
  const n = Number(last.slice(1));
  if (n < 99) return `${last[0]}${String(n + 1).padStart(2, '0')}`;
  if (last[0] === 'Z') throw new BusinessError('同一上级下的分类数量已达上限');
  return `${String.fromCharCode(last.charCodeAt(0) + 1)}01`;
}

/**
 * The next code under a parent ('' for a root category) given the codes of its children, deleted ones
 * included (a code is never reused). Codes that do not follow the rule (imported by hand) are skipped.
 */
export function nextCategoryCode(parentCode: string, siblingCodes: string[]): string {
  const segments = siblingCodes
    .filter((c) => c.length === parentCode.length + CATEGORY.segmentLength && c.startsWith(parentCode))
    .map((c) => c.slice(parentCode.length))
    .filter((s) => SEGMENT.test(s))
    .sort();
  return parentCode + nextSegment(segments.at(-1) ?? null);
}
