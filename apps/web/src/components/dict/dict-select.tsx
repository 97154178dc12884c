import { Select, type SelectProps } from 'antd';
import { useDictItems } from './dict-items';
import { DICT_TEXT } from './texts';

export interface DictSelectProps extends Omit<SelectProps<string>, 'options'> {
  dictCode: string;
}

/** antd Select over a dictionary's items; values are the items' string values. */
export function DictSelect({ dictCode, placeholder = DICT_TEXT.placeholder, allowClear = true, ...rest }: DictSelectProps) {
  const { data, isLoading } = useDictItems(dictCode);
  const options = (data ?? []).map((i) => ({ value: i.value, label: i.text }));
  return (
    <Select<string>
      options={options}
      loading={isLoading}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
    />
  );
}
