import { Radio, Spin } from 'antd';
import { useDictItems } from './dict-items';

export interface DictRadioGroupProps {
  dictCode: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Button style (JeecgBoot's type 'radioButton'); plain radios otherwise. */
  buttons?: boolean;
  disabled?: boolean;
  id?: string;
}

/** A dictionary as a radio group (JeecgBoot's JDictSelectTag type 'radio'); values are the items' values. */
export function DictRadioGroup({ dictCode, value, onChange, buttons, disabled, id }: DictRadioGroupProps) {
  const { data, isLoading } = useDictItems(dictCode);
  if (isLoading) return <Spin size="small" />;
  return (
    <Radio.Group
      id={id} value={value} disabled={disabled} optionType={buttons ? 'button' : 'default'} buttonStyle="solid"
      options={(data ?? []).map((i) => ({ value: i.value, label: i.text }))}
      onChange={(e) => onChange?.(String(e.target.value))}
    />
  );
}
