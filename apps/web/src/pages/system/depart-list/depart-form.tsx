import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber } from 'antd';
import { DICT, PHONE_RULE, SYS_PERMS, type DepartTreeNode } from '@foodtrace/contracts';
import { DictSelect } from '@/components/dict';
import { usePermission } from '@/lib/permissions';
import { runWrite } from '../admin-common/call';
import { departApi } from './depart-api';
import { ADMIN_TEXT } from '../admin-common/texts';
import { DEPART_TEXT } from './texts';

/** Adding under `parent` (null: a top department) or editing `record`. */
export type DepartFormTarget = { mode: 'add'; parent: DepartTreeNode | null } | { mode: 'edit'; record: DepartTreeNode };

const F = DEPART_TEXT.fields;

/** 基本信息: the department's fields; the org code is the server's (fill rule), never typed. */
export function DepartForm({ target, onSaved }: { target: DepartFormTarget; onSaved: (changes: Partial<DepartTreeNode>) => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editable = usePermission(target.mode === 'add' ? SYS_PERMS.depart.add : SYS_PERMS.depart.edit) === 'show';

  useEffect(() => {
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(target.record);
    else form.setFieldsValue({ parentName: target.parent?.departName ?? '', orgCategory: target.parent ? '2' : '1', status: '1', departOrder: 0 });
  }, [target, form]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const { parentName: _p, orgCode: _c, ...body } = values;
      const call = target.mode === 'edit' ? departApi.edit({ ...body, id: target.record.id }) : departApi.add({ ...body, parentId: target.parent?.id ?? null });
      if (await runWrite(call)) onSaved(body as Partial<DepartTreeNode>);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name="depart-form" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} onFinish={submit} disabled={!editable}>
      {target.mode === 'add' && <Form.Item name="parentName" label={F.parent}><Input disabled /></Form.Item>}
      <Form.Item name="departName" label={F.departName} rules={[{ required: true, message: ADMIN_TEXT.enter(F.departName) }, { max: 100 }]}><Input /></Form.Item>
      <Form.Item name="orgCode" label={F.orgCode} extra={target.mode === 'add' ? DEPART_TEXT.orgCodeHint : undefined}><Input disabled /></Form.Item>
      <Form.Item name="orgCategory" label={F.orgCategory}><DictSelect dictCode={DICT.orgCategory} allowClear={false} /></Form.Item>
      <Form.Item name="departNameAbbr" label={F.departNameAbbr}><Input /></Form.Item>
      <Form.Item name="departNameEn" label={F.departNameEn}><Input /></Form.Item>
      <Form.Item name="departOrder" label={F.departOrder}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
      <Form.Item name="mobile" label={F.mobile} rules={[{ pattern: PHONE_RULE.regex, message: PHONE_RULE.message }]}><Input /></Form.Item>
      <Form.Item name="fax" label={F.fax}><Input /></Form.Item>
      <Form.Item name="address" label={F.address}><Input /></Form.Item>
      <Form.Item name="status" label={F.status}><DictSelect dictCode={DICT.departStatus} allowClear={false} /></Form.Item>
      <Form.Item name="memo" label={F.memo}><Input.TextArea rows={2} /></Form.Item>
      <Form.Item wrapperCol={{ offset: 5 }}>
        <Button type="primary" htmlType="submit" loading={saving}>{DEPART_TEXT.save}</Button>
      </Form.Item>
    </Form>
  );
}
