import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { CategorySelect } from '@/components/category';
import { TreeDictSelect } from '@/components/tree-select';
import { DEMO_TEXT } from './texts';

const F = DEMO_TEXT.fields;

/** Tree select over the department tree and category selects over 分类字典 (spec §4 Other, §7.2). */
export function TreeFields() {
  const form = Form.useFormInstance();
  const [broken, setBroken] = useState(false);
  return (
    <>
      <Form.Item name="departId" label={F.treeDepart}>
        <TreeDictSelect dict="sys_depart,depart_name,id" pidField="parent_id" />
      </Form.Item>
      <Form.Item name="categoryId" label={F.category}>
        <CategorySelect pcode="B01" back="categoryName" onChange={(v, back) => form.setFieldsValue({ categoryId: v, ...back })} />
      </Form.Item>
      <Form.Item name="categoryName" label={DEMO_TEXT.categoryName}><Input readOnly /></Form.Item>
      <Form.Item name="packaging" label={F.packaging}><CategorySelect pcode="A01" multiple /></Form.Item>
      <Button size="small" onClick={() => setBroken((b) => !b)} style={{ marginBottom: 16 }}>
        {broken ? DEMO_TEXT.hideBadCondition : DEMO_TEXT.badCondition}
      </Button>
      {broken && (
        <>
          <Form.Item label={DEMO_TEXT.treeCondition}><TreeDictSelect dict="sys_depart,depart_name,id" condition="[1,2]" /></Form.Item>
          <Form.Item label={DEMO_TEXT.categoryCondition}><CategorySelect pcode="B01" condition="org_category=1" /></Form.Item>
        </>
      )}
    </>
  );
}
