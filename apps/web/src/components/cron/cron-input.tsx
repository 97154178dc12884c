import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { CronPickerModal } from './cron-picker-modal';
import { CRON_TEXT } from './texts';

export interface CronInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string | null;
  onChange?: (expression: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A schedule expression as a form control (JeecgBoot JCron): type it, or open the picker with 选择, which
 * reads the current text back into its modes and writes the confirmed expression into the box.
 */
export function CronInput({ id, value, onChange, placeholder = CRON_TEXT.placeholder, disabled }: CronInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact block>
        <Input id={id} value={value ?? ''} placeholder={placeholder} disabled={disabled} allowClear
          onChange={(e) => onChange?.(e.target.value)} className="cron-input__text" />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>{CRON_TEXT.choose}</Button>
      </Space.Compact>
      <CronPickerModal open={open} value={value} onCancel={() => setOpen(false)}
        onOk={(expression) => { onChange?.(expression); setOpen(false); }} />
    </>
  );
}
