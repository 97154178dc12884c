import { Select, Switch } from 'antd';
import { DEFAULT_SWITCH_OPTIONS, isSwitchOn, switchValue, type SwitchOptions } from './switch-value';
import { WIDGET_TEXT } from './texts';

export interface YesNoSwitchProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** [on, off] values stored for the two states (default ['Y', 'N'], spec §9). */
  options?: SwitchOptions;
  /** In a search form: a 是/否 select that can also be left empty (JeecgBoot's JSwitch query mode). */
  query?: boolean;
  disabled?: boolean;
  id?: string;
}

/** A switch whose value is a stored string instead of a boolean (JeecgBoot's JSwitch). */
export function YesNoSwitch({ value, onChange, options = DEFAULT_SWITCH_OPTIONS, query, disabled, id }: YesNoSwitchProps) {
  if (query) {
    return (
      <Select<string>
        id={id} allowClear disabled={disabled} placeholder={WIDGET_TEXT.select} value={value || undefined}
        options={[{ value: options[0], label: WIDGET_TEXT.yes }, { value: options[1], label: WIDGET_TEXT.no }]}
        onChange={(v) => onChange?.(v ?? undefined)}
      />
    );
  }
  return (
    <Switch
      id={id} disabled={disabled} checked={isSwitchOn(value, options)}
      checkedChildren={WIDGET_TEXT.yes} unCheckedChildren={WIDGET_TEXT.no}
      onChange={(checked) => onChange?.(switchValue(checked, options))}
    />
  );
}
