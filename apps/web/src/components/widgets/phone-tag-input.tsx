import { Flex, Input, Tag } from 'antd';
import { formatTagValue, tagGroups } from './tag-value';
import { WIDGET_TEXT } from './texts';

export interface PhoneTagInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  id?: string;
}

/**
 * The phone tag input (spec §3 Tag cell value, §4 Other): whatever is typed is regrouped with a semicolon
 * after every 2 characters, and the groups are shown as tags under the input.
 */
export function PhoneTagInput({ value, onChange, placeholder = WIDGET_TEXT.tagPlaceholder, disabled, maxLength, id }: PhoneTagInputProps) {
  const groups = tagGroups(value);
  return (
    <Flex vertical gap={6}>
      <Input
        id={id} value={formatTagValue(value)} placeholder={placeholder} disabled={disabled} maxLength={maxLength} allowClear
        onChange={(e) => onChange?.(formatTagValue(e.target.value))}
      />
      {groups.length > 0 && (
        <Flex wrap gap={4} data-testid="tag-groups">
          {groups.map((g, i) => <Tag key={`${g}-${i}`} bordered={false} color="blue" style={{ marginInlineEnd: 0 }}>{g}</Tag>)}
        </Flex>
      )}
    </Flex>
  );
}
