import { useEffect, useState } from 'react';
import { WIDGETS } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { PickerInput } from '../picker-input';
import { PICKER_TEXT } from '../texts';
import { destValues, popupConfigError, splitFields } from './popup-config';
import { PopupReportModal } from './popup-report-modal';

export interface PopupInputProps {
  /** The report's code. */
  code: string;
  /** Report fields to take from the chosen rows, comma-separated ('username,realname'). */
  orgFields: string;
  /** Form fields they are written to, in the same order ('userAccount,userName'). */
  destFields: string;
  /** The target field this input itself shows (one of destFields). */
  field?: string;
  /** Several rows (values joined with commas) or exactly one. */
  multi?: boolean;
  /** Values of the report SQL's `${name}` parameters. */
  param?: Record<string, string>;
  /** The text shown (the value of `field`). */
  value?: string;
  onChange?: (text: string) => void;
  /** All target fields' new values, for the form to set (JeecgBoot's callback). */
  onCallback?: (values: Record<string, string>) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * An input that opens an online report to pick rows from and writes the chosen rows' fields into the form
 * (JeecgBoot's JPopup; spec §4 Other). A wrong configuration is reported and the input stays disabled.
 */
export function PopupInput({ code, orgFields, destFields, field, multi = false, param, value, onChange, onCallback, placeholder = PICKER_TEXT.popup.placeholder, disabled, id }: PopupInputProps) {
  const configError = popupConfigError(code, orgFields, destFields);
  useEffect(() => { if (configError) feedback.message.error(configError); }, [configError]);
  const [open, setOpen] = useState(false);
  const shownField = field && splitFields(destFields).includes(field) ? field : splitFields(destFields)[0];

  return (
    <>
      <PickerInput id={id} text={value ?? ''} placeholder={placeholder} disabled={disabled || Boolean(configError)}
        ellipsis={WIDGETS.ellipsisLength} onOpen={() => setOpen(true)}
        onClear={() => { onChange?.(''); onCallback?.(Object.fromEntries(splitFields(destFields).map((d) => [d, '']))); }} />
      {!configError && (
        <PopupReportModal
          open={open} code={code} multi={multi} param={param} onClose={() => setOpen(false)}
          onOk={(rows) => {
            const values = destValues(rows, orgFields, destFields);
            onCallback?.(values);
            onChange?.(values[shownField] ?? '');
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
