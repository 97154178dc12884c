import type { DictItem } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { DICT_TEXT } from './texts';
import { rememberLabels } from './label-cache';

/** A refusal with a message (success false), shown as a warning (spec §8 Dictionary search failure). */
export class DictCallError extends Error {}

const path = (code: string) => encodeURIComponent(code);

/** GET /sys/dict/loadDict/{code}?keyword&pageSize (spec §7.2): options whose text contains the keyword. */
export async function searchDict(code: string, keyword: string, pageSize: number): Promise<DictItem[]> {
  if (!code) throw new Error(DICT_TEXT.noCode);
  const res = await getAction<DictItem[]>(`/sys/dict/loadDict/${path(code)}`, { keyword, pageSize });
  if (!res.success) throw new DictCallError(res.message);
  const items = res.result ?? [];
  rememberLabels(code, items);
  return items;
}

/** GET /sys/dict/loadDictItem/{code}?key=a,b (spec §7.2): the texts of values, in their order. */
export async function translateDict(code: string, values: readonly string[]): Promise<Record<string, string>> {
  if (!code) throw new Error(DICT_TEXT.noCode);
  if (!values.length) return {};
  const res = await getAction<string[]>(`/sys/dict/loadDictItem/${path(code)}`, { key: values.join(',') });
  if (!res.success) throw new DictCallError(res.message);
  const texts = res.result ?? [];
  const items = values.map((value, i) => ({ value, text: texts[i] ?? value }));
  rememberLabels(code, items);
  return Object.fromEntries(items.map((i) => [i.value, i.text]));
}
