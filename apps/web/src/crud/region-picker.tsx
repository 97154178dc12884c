import { Form } from 'antd';
import type { FieldArea } from '@foodtrace/contracts';
import { AreaLinkage, areaPath, areaText } from '@/components/area';

export interface RegionPickerProps {
  area: FieldArea;
  id?: string;
  /** The place as text ('浙江省/杭州市/西湖区'). */
  value?: string | null;
  onChange?: (text: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * The form control of a place (FieldDef.area): one province → city → district cascader. It shows the choice
 * held in the code fields and, on a change, writes the codes into them and the names into its own field.
 * Its own module, loaded when a form needs it: the area data is about 3,400 places.
 */
export default function RegionPicker({ area, id, onChange, placeholder, disabled }: RegionPickerProps) {
  const form = Form.useFormInstance();
  const province = Form.useWatch(area.province, form) as string | undefined;
  const city = Form.useWatch(area.city, form) as string | undefined;
  const district = Form.useWatch(area.district, form) as string | undefined;
  return (
    <AreaLinkage id={id} value={district || city || province || undefined} placeholder={placeholder} disabled={disabled}
      onChange={(code) => {
        const [p, c, d] = areaPath(code);
        form.setFieldsValue({ [area.province]: p, [area.city]: c, [area.district]: d });
        onChange?.(code ? areaText(code) : undefined);
      }} />
  );
}
