/**
 * The tag cell value (spec §3: "a semicolon-joined string with a separator after every 2 characters"; §4
 * Other: the phone tag input "removes semicolons and reinserts them every 2 characters").
 */
export const TAG_SEPARATOR = ';';
const GROUP = 2;

/** The characters regrouped: 'ab;c;def' → 'ab;cd;ef'. The separator goes between groups, never last, so
 *  deleting a character right after a separator is not undone by the next reformat. */
export function formatTagValue(text: string | null | undefined): string {
  const chars = Array.from((text ?? '').split(TAG_SEPARATOR).join(''));
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += GROUP) groups.push(chars.slice(i, i + GROUP).join(''));
  return groups.join(TAG_SEPARATOR);
}

/** The groups of a stored value, for showing them as tags. */
export function tagGroups(value: string | null | undefined): string[] {
  return formatTagValue(value).split(TAG_SEPARATOR).filter(Boolean);
}
