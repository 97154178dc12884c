import { Button, Input, Space, Tooltip } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { WIDGETS } from '@foodtrace/contracts';
import { ellipsisView } from '@/components/widgets';
import { PICKER_TEXT } from './texts';

export interface PickerInputProps {
  /** What is chosen, as text (labels joined with commas). */
  text: string;
  placeholder: string;
  onOpen: () => void;
  onClear?: () => void;
  disabled?: boolean;
  /** Display length of the text, non-ASCII counting 2 (spec §9 Ellipsis: default 25, user picker 25). */
  ellipsis?: number;
  /** Accessible name of the choose button (several pickers may sit on one form). */
  buttonLabel?: string;
  id?: string;
}

/** The read-only field of a picker: the chosen labels, shortened with the full text in a tooltip, and 选择. */
export function PickerInput({ text, placeholder, onOpen, onClear, disabled, ellipsis = WIDGETS.ellipsisLength, buttonLabel, id }: PickerInputProps) {
  const view = ellipsisView(text, ellipsis);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Tooltip title={view.cut ? text : undefined}>
        <Input
          id={id} readOnly value={view.shown} placeholder={placeholder} disabled={disabled}
          onClick={() => { if (!disabled) onOpen(); }} style={{ cursor: disabled ? undefined : 'pointer' }}
          suffix={text && onClear && !disabled
            ? <CloseCircleFilled aria-label="清除" style={{ color: 'rgba(0,0,0,.25)' }} onClick={(e) => { e.stopPropagation(); onClear(); }} />
            : <span />}
        />
      </Tooltip>
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={onOpen} aria-label={buttonLabel ?? PICKER_TEXT.choose}>{PICKER_TEXT.choose}</Button>
    </Space.Compact>
  );
}
