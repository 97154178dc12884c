import { useEffect, useState } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { MENU_TYPE, type PermissionRecord } from '@foodtrace/contracts';
import { runWrite } from '../admin-common/call';
import { permissionApi } from './permission-api';
import { PermissionFormFields } from './permission-form-fields';
import { MENU_TEXT } from './texts';

/** add: a new top menu or, with `parent`, a child of it; edit: the record. */
export interface MenuDrawerState { open: boolean; record?: PermissionRecord; parent?: PermissionRecord }

export function PermissionFormDrawer({ state, tree, onClose, onSaved }: {
  state: MenuDrawerState; tree: readonly PermissionRecord[]; onClose: () => void; onSaved: () => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { open, record, parent } = state;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(record);
    else if (parent) form.setFieldsValue({ parentId: parent.id, menuType: parent.menuType === MENU_TYPE.top ? MENU_TYPE.sub : MENU_TYPE.button });
  }, [open, record, parent, form]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const body = { ...values, parentId: values.menuType === MENU_TYPE.top ? null : values.parentId };
      const done = await runWrite(record ? permissionApi.edit({ ...body, id: record.id }) : permissionApi.add(body));
      if (done) { onSaved(); onClose(); }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer open={open} title={record ? MENU_TEXT.title.edit : MENU_TEXT.title.add} size={600} onClose={onClose} destroyOnHidden
      footer={(
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{MENU_TEXT.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>{MENU_TEXT.submit}</Button>
        </Space>
      )}>
      <Form form={form} name="menu-form" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} onFinish={submit}>
        <PermissionFormFields form={form} tree={tree} editingId={record?.id} />
      </Form>
    </Drawer>
  );
}
