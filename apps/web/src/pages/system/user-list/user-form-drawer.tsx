import { useEffect, useState } from 'react';
import { Button, Drawer, Form, Space, Spin } from 'antd';
import type { UserRecord } from '@foodtrace/contracts';
import { callResult, runWrite } from '../admin-common/call';
import { userApi } from './user-api';
import { UserFormFields } from './user-form-fields';
import { toFormValues, toWire, type UserFormValues } from './user-form-values';
import { USER_TEXT } from './texts';

export interface UserDrawerState { open: boolean; mode: 'add' | 'edit' | 'detail'; record?: UserRecord }
export interface UserFormDrawerProps { state: UserDrawerState; onClose: () => void; onSaved: () => void }

const WIDTH = 600; // JeecgBoot's UserModal drawer

/** 新增 / 编辑 / 详情 of a user in a drawer; the relations are loaded for the record being edited. */
export function UserFormDrawer({ state, onClose, onSaved }: UserFormDrawerProps) {
  const [form] = Form.useForm<UserFormValues>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const { open, mode, record } = state;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!record) return;
    let live = true;
    setLoading(true);
    void Promise.all([callResult(userApi.roles(record.id)), callResult(userApi.departs(record.id))]).then(([roles, departs]) => {
      if (!live) return;
      form.setFieldsValue(toFormValues(record, roles ?? [], (departs ?? []).map((d) => d.key)));
      setLoading(false);
    });
    return () => { live = false; };
  }, [open, record, form]);

  const submit = async (values: UserFormValues) => {
    setSaving(true);
    try {
      const body = toWire(values, mode === 'edit' ? 'edit' : 'add');
      const done = await runWrite(mode === 'edit' ? userApi.edit({ ...body, id: record!.id }) : userApi.add(body));
      if (done) { onSaved(); onClose(); }
    } finally {
      setSaving(false);
    }
  };

  const detail = mode === 'detail';
  return (
    <Drawer open={open} title={USER_TEXT.title[mode]} size={WIDTH} onClose={onClose} destroyOnHidden
      footer={detail ? null : (
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{USER_TEXT.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>{USER_TEXT.submit}</Button>
        </Space>
      )}>
      <Spin spinning={loading}>
        <Form form={form} name="user-form" layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} disabled={detail} onFinish={submit}>
          <UserFormFields form={form} mode={mode} userId={record?.id} />
        </Form>
      </Spin>
    </Drawer>
  );
}
