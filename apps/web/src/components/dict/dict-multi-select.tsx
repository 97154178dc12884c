import { Select, Tooltip } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { useDictItems } from './dict-items';
import { joinValues, splitValues } from './multi-value';
import { DICT_TEXT } from './texts';

export interface DictMultiSelectProps {
  dictCode: string;
  /** The selected values joined by the separator (spec §9: default a comma). */
  value?: string;
  onChange?: (value: string) => void;
  separator?: string;
  /**
   * Inside a table cell: at most one tag, the rest folded into "+N" (spec §9 "Dictionary lookups in tables
   * show at most 1 tag in multiple mode").
   */
  compact?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** Multi-select over a dictionary whose value is one separated string (JeecgBoot's JMultiSelectTag). */
export function DictMultiSelect({
  dictCode, value, onChange, separator = WIDGETS.multiSelectSeparator, compact, placeholder = DICT_TEXT.placeholder, disabled, id,
}: DictMultiSelectProps) {
  const { data, isLoading } = useDictItems(dictCode);
  return (
    <Select<string[]>
      id={id} mode="multiple" allowClear disabled={disabled} loading={isLoading} placeholder={placeholder}
      value={splitValues(value, separator)}
      options={(data ?? []).map((i) => ({ value: i.value, label: i.text }))}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount={compact ? WIDGETS.dictTagMaxInMultiple : undefined}
      maxTagPlaceholder={(omitted) => (
        <Tooltip title={omitted.map((o) => o.label).join('、')}>{DICT_TEXT.more(omitted.length)}</Tooltip>
      )}
      onChange={(values) => onChange?.(joinValues(values, separator))}
    />
  );
}
