import { Checkbox, Spin } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { useDictItems } from './dict-items';
import { joinValues, splitValues } from './multi-value';

export interface DictCheckboxGroupProps {
  dictCode: string;
  /** The checked values joined by the separator, e.g. '1,3'. */
  value?: string;
  onChange?: (value: string) => void;
  separator?: string;
  disabled?: boolean;
  id?: string;
}

/** A dictionary as a checkbox group (JeecgBoot's JCheckbox / JMultiSelectTag type 'checkbox'). */
export function DictCheckboxGroup({ dictCode, value, onChange, separator = WIDGETS.multiSelectSeparator, disabled, id }: DictCheckboxGroupProps) {
  const { data, isLoading } = useDictItems(dictCode);
  if (isLoading) return <Spin size="small" />;
  return (
    <div id={id}>
      <Checkbox.Group
        disabled={disabled} value={splitValues(value, separator)}
        options={(data ?? []).map((i) => ({ value: i.value, label: i.text }))}
        onChange={(checked) => onChange?.(joinValues(checked.map(String), separator))}
      />
    </div>
  );
}
