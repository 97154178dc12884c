import { useEffect, useRef } from 'react';

export interface LiteCheckboxProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange(checked: boolean): void;
}

/**
 * A native checkbox in the theme colour. Rows render two of them (selection, checkbox cells) and a fast
 * scroll mounts dozens of rows per frame, so the table uses this instead of antd's Checkbox (whose style
 * and wave hooks cost more than the rest of the row).
 */
export function LiteCheckbox({ checked, indeterminate = false, disabled, label, onChange }: LiteCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input ref={ref} type="checkbox" className="et-check" checked={checked} disabled={disabled} aria-label={label}
      aria-checked={indeterminate ? 'mixed' : checked} onChange={(e) => onChange(e.target.checked)} />
  );
}
