import { useState } from 'react';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { MENU_ICON_NAMES } from '@foodtrace/contracts';
import { menuIcon } from '@/components/layout/menu-icons';
import { MENU_TEXT } from './texts';

export interface IconPickerProps { value?: string | null; onChange?: (value: string | null) => void; disabled?: boolean }

/** A form control: the chosen icon's name, picked from a grid of the icons the menu can draw. */
export function IconPicker({ value, onChange, disabled }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value ?? ''} readOnly prefix={menuIcon(value)} placeholder={MENU_TEXT.pickIcon} disabled={disabled}
          onClick={() => !disabled && setOpen(true)} />
        <Button disabled={disabled} onClick={() => setOpen(true)}>{MENU_TEXT.pickIcon}</Button>
        <Button disabled={disabled || !value} onClick={() => onChange?.(null)}>{MENU_TEXT.clearIcon}</Button>
      </Space.Compact>
      <Modal open={open} title={MENU_TEXT.pickIcon} footer={null} onCancel={() => setOpen(false)} width={560}>
        <div role="listbox" aria-label={MENU_TEXT.pickIcon} style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 8 }}>
          {MENU_ICON_NAMES.map((name) => (
            <Tooltip key={name} title={name}>
              <Button role="option" aria-label={name} aria-selected={name === value} type={name === value ? 'primary' : 'default'}
                style={{ fontSize: 18, height: 40 }} onClick={() => { onChange?.(name); setOpen(false); }}>
                {menuIcon(name)}
              </Button>
            </Tooltip>
          ))}
        </div>
      </Modal>
    </>
  );
}
