import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { RESOURCES, permissionCode, type FieldSuggest } from '@foodtrace/contracts';
import { usePermission } from '@/lib/permissions';
import { resourceApi } from './resource-api';

/** How many of the source's latest records its suggestions are read from: enough for a plant's lines or rooms. */
export const SUGGEST_RECORDS = 200;

export interface SuggestInputProps {
  from: FieldSuggest;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}

/**
 * A text box offering, as it is typed, the values `from` holds in its latest records (FieldDef.suggestFrom), each
 * once, for a reader of that resource; anything else may still be typed. For a reader without it, a plain box.
 */
export function SuggestInput({ from, id, value, onChange, placeholder, maxLength, disabled }: SuggestInputProps) {
  const source = RESOURCES.find((r) => r.key === from.resource);
  const allowed = usePermission(source ? permissionCode(source, 'list') : '') === 'show';
  const rows = useQuery({
    queryKey: [from.resource, 'suggest', from.field], enabled: Boolean(source) && allowed && !disabled, staleTime: 60_000, retry: false,
    queryFn: async () => {
      const res = await resourceApi(source!).list({ pageNo: 1, pageSize: SUGGEST_RECORDS });
      return res.success ? res.result.records : [];
    },
  });
  const options = useMemo(() => [...new Set((rows.data ?? []).map((r) => r[from.field]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''))]
    .sort((a, b) => a.localeCompare(b, 'zh-CN')).map((v) => ({ value: v })), [rows.data, from.field]);
  return (
    <AutoComplete id={id} value={value} onChange={onChange} options={options} disabled={disabled} style={{ width: '100%' }}
      showSearch={{ filterOption: (typed, option) => String(option?.value ?? '').includes(typed.trim()) }}>
      <Input placeholder={placeholder} maxLength={maxLength} allowClear />
    </AutoComplete>
  );
}
