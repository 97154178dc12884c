import { FT_DICT } from '@foodtrace/contracts';
import { dictText, useDictItems } from '@/components/dict';

/** '40 瓶' rather than '40 bottle': quantities with their unit's dictionary text. */
export function useQty() {
  const { data } = useDictItems(FT_DICT.unit);
  return (n: number | null, unit: string) => (n === null ? '—' : `${n} ${dictText(data, unit) || unit}`);
}
