import { useState } from 'react';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { BulkPicker, PopupInput } from '@/components/pickers';
import { DEMO_TEXT } from './texts';

const F = DEMO_TEXT.fields;
const CATEGORY_COLUMNS: TableColumnsType<Record<string, unknown>> = [
  { title: DEMO_TEXT.categoryName, dataIndex: 'name' },
  { title: DEMO_TEXT.categoryCode, dataIndex: 'code' },
];

/** The bulk picker over 分类字典 and the popup reports writing several form fields (spec §4 Other, §7.4). */
export function BulkPopupFields() {
  const form = Form.useFormInstance();
  const [broken, setBroken] = useState(false);
  return (
    <>
      <Form.Item name="categories" label={F.categories}>
        <BulkPicker
          listUrl="/sys/category/list" columns={CATEGORY_COLUMNS} valueKey="code" labelKey="name" labelDict="sys_category,name,code"
          search={{ field: 'name', label: DEMO_TEXT.searchCategory }} title={F.categories}
        />
      </Form.Item>
      <Form.Item name="inspectorName" label={F.popupUser}>
        <PopupInput code="user_by_depart" orgFields="username,realname" destFields="inspector,inspectorName" field="inspectorName"
          onCallback={(v) => form.setFieldsValue(v)} />
      </Form.Item>
      <Form.Item name="inspector" label={F.popupAccount}><Input readOnly /></Form.Item>
      <Form.Item name="dairyNames" label={F.popupCategories}>
        <PopupInput code="food_category" orgFields="code,name" destFields="dairyCodes,dairyNames" field="dairyNames" multi
          param={{ pcode: 'B01A01' }} onCallback={(v) => form.setFieldsValue(v)} />
      </Form.Item>
      <Form.Item name="dairyCodes" label={F.popupCategoryCodes}><Input readOnly /></Form.Item>
      <Button size="small" onClick={() => setBroken((b) => !b)} style={{ marginBottom: 16 }}>
        {broken ? DEMO_TEXT.hideBadConfig : DEMO_TEXT.badConfig}
      </Button>
      {broken && (
        <>
          <Form.Item label={DEMO_TEXT.missingConfig}><PopupInput code="" orgFields="username" destFields="inspector" /></Form.Item>
          <Form.Item label={DEMO_TEXT.mismatchConfig}><PopupInput code="user_by_depart" orgFields="username,realname" destFields="inspector" /></Form.Item>
        </>
      )}
    </>
  );
}
