import type { ColProps } from 'antd';
import type { FieldDef } from '@foodtrace/contracts';

/**
 * A form of this many shown fields or more is laid out in two columns on a screen of lg width (992 px) and up, where
 * each half keeps room for a label such as 商品条码(GTIN-14). In one column ten fields no longer fit a 768 px laptop
 * screen, and 产品's 19 are twice its height: its user would scroll the dialog for every record.
 */
export const TWO_COLUMNS_FROM = 10;

/** The dialog's width: JeecgBoot's generated modals (800) for one column, wider for two so labels keep their room. */
export const FORM_WIDTH = { oneColumn: 800, twoColumns: 1000 } as const;

/** Text of this length or more gets a whole row of a two-column form: a remark or a measure taken is a paragraph. */
const WIDE_TEXT = 500;

/**
 * A field that takes a whole row of a two-column form: long text and a group of check boxes. An upload keeps a
 * half: its button is small and its list of files fits.
 */
export function isWideField(f: FieldDef): boolean {
  if (f.upload) return false;
  return f.type === 'text' || Boolean(f.dict && f.multiple) || (f.type === 'string' && (f.maxLength ?? 0) >= WIDE_TEXT);
}

interface ItemLayout { labelCol: ColProps; wrapperCol: ColProps; col: ColProps }

/**
 * Label and control of one field. One column: JeecgBoot's 5 / 16. Two columns from lg: a half-row field's label is
 * a third of its half, a whole-row field's a sixth of the row, so that every label has the same width and the
 * controls line up; below lg every field is a row of its own, laid out as in one column.
 */
export function itemLayout(f: FieldDef, twoColumns: boolean): ItemLayout {
  if (!twoColumns) return { labelCol: { span: 5 }, wrapperCol: { span: 16 }, col: { span: 24 } };
  return isWideField(f)
    ? { labelCol: { span: 5, lg: 4 }, wrapperCol: { span: 16, lg: 20 }, col: { span: 24 } }
    : { labelCol: { span: 5, lg: 8 }, wrapperCol: { span: 16, lg: 16 }, col: { span: 24, lg: 12 } };
}
