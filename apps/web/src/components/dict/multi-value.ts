import { WIDGETS } from '@foodtrace/contracts';

/**
 * Multi-value fields travel as one separated string (spec §9: "Multi-select separator default a comma"),
 * as JeecgBoot's JMultiSelectTag and JCheckbox store them.
 */
export function splitValues(value: unknown, separator: string = WIDGETS.multiSelectSeparator): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String).filter((v) => v !== '');
  return String(value).split(separator).map((v) => v.trim()).filter((v) => v !== '');
}

/** The stored form of a selection; no selection is the empty string, as the original widgets emit. */
export function joinValues(values: readonly string[], separator: string = WIDGETS.multiSelectSeparator): string {
  return values.filter((v) => v !== '').join(separator);
}

/** Which texts show as tags and how many fold into a "+N" tag (spec §9: at most 1 tag in multiple mode). */
export function tagsView(texts: readonly string[], max: number = WIDGETS.dictTagMaxInMultiple): { shown: string[]; folded: string[] } {
  if (max <= 0 || texts.length <= max) return { shown: [...texts], folded: [] };
  return { shown: texts.slice(0, max), folded: texts.slice(max) };
}
