import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { PAGING, TIMING } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { useDebouncedValue } from '@/components/widgets/use-debounced-value';
import { DictSelect } from './dict-select';
import { DictCallError, searchDict } from './dict-search-api';
import { DICT_TEXT } from './texts';
import { useValueLabels } from './use-value-labels';

export interface DictSearchSelectProps {
  /** A dictionary code or a registered table dictionary key ('sys_user,realname,username'). */
  dict: string;
  /**
   * Search on the server while typing (spec §4 "Select inputs in async mode fetch while typing"); otherwise
   * all options are loaded once and filtered in the browser.
   */
  async?: boolean;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** How many options a search brings (spec §9: dictionary search default page size 10). */
  pageSize?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** A searchable dictionary select (JeecgBoot's JSearchSelectTag). */
export function DictSearchSelect({ dict, async, ...rest }: DictSearchSelectProps) {
  if (!async) {
    const { value, onChange, placeholder, disabled, id } = rest;
    return <DictSelect dictCode={dict} value={value} onChange={(v) => onChange?.(v)} placeholder={placeholder} disabled={disabled} id={id} />;
  }
  return <AsyncDictSelect dict={dict} {...rest} />;
}

function AsyncDictSelect({ dict, value, onChange, pageSize = PAGING.dictSearchPageSize, placeholder = DICT_TEXT.searchPlaceholder, disabled, id }: DictSearchSelectProps) {
  const [typed, setTyped] = useState('');
  // spec §9: dictionary search waits 800 ms after the last key.
  const keyword = useDebouncedValue(typed.trim(), TIMING.dictSearchDebounceMs);
  const search = useQuery({
    queryKey: ['dict-search', dict, keyword, pageSize],
    queryFn: () => searchDict(dict, keyword, pageSize),
    enabled: keyword !== '',
    retry: false,
  });
  useEffect(() => {
    // spec §8: a refused search shows the server's message as a warning (transport errors the client showed).
    if (search.error instanceof DictCallError) feedback.message.warning(search.error.message);
  }, [search.error, search.errorUpdatedAt]);

  const selected = useMemo(() => (value ? [value] : []), [value]);
  const labels = useValueLabels(dict, selected);
  const found = keyword ? search.data ?? [] : [];
  const options = found.map((i) => ({ value: i.value, label: i.text }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: labels[value] });
  const waiting = search.isFetching || typed.trim() !== keyword;

  return (
    <Select<string>
      id={id} value={value} disabled={disabled} placeholder={placeholder} allowClear
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={waiting && typed.trim() ? <Spin size="small" /> : typed.trim() ? DICT_TEXT.notFound : DICT_TEXT.enterKeyword}
      onChange={(v) => onChange?.(v ?? undefined)}
      onOpenChange={(open) => { if (!open) setTyped(''); }}
    />
  );
}
