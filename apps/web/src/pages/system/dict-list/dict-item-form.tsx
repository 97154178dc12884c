import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { DICT_ITEM_STATUS, dictItemAddSchema, dictItemValueIssue, type DictItemRecord } from '@foodtrace/contracts';
import { parseMessage } from '@/lib/zod-messages';
import { runWrite } from '../admin-common/call';
import { dictAdminApi } from './dict-item-api';
import { DICT_LIST_TEXT as T } from './texts';

export interface DictItemFormProps {
  dictId: string;
  /** Its code: some dictionaries take values of one form only (DICT_VALUE_FORMATS). */
  dictCode: string;
  /** null: closed; 'new' or the item to edit. */
  target: 'new' | DictItemRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values { itemText: string; itemValue: string; description?: string; sortOrder?: number; enabled: boolean }

/**
 * The value rules of the contracts (no comma: values are stored comma-joined in multi-selects; the form the
 * dictionary requires, such as a date for the recall calendar).
 */
const valueRule = (dictCode: string) => ({
  validator: async (_: unknown, v: string | undefined) => {
    if (!v?.trim()) return; // the required rule says it once
    const r = dictItemAddSchema.shape.itemValue.safeParse(v ?? '');
    if (!r.success) throw new Error(parseMessage(r) ?? '');
    const issue = dictItemValueIssue(dictCode, r.data);
    if (issue) throw new Error(issue);
  },
});

/** 新增 / 编辑 a dictionary item (JeecgBoot DictItemModal): name, value, description, sort order, enabled. */
export function DictItemForm({ dictId, dictCode, target, onClose, onSaved }: DictItemFormProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const item = target && target !== 'new' ? target : null;

  const submit = async (v: Values) => {
    setSaving(true);
    const body = {
      itemText: v.itemText, itemValue: v.itemValue, description: v.description ?? null, sortOrder: v.sortOrder ?? 1,
      status: v.enabled ? DICT_ITEM_STATUS.enabled : DICT_ITEM_STATUS.disabled,
    };
    const done = await runWrite(item ? dictAdminApi.editItem({ ...body, id: item.id }) : dictAdminApi.addItem({ ...body, dictId }));
    setSaving(false);
    if (done) {
      onSaved();
      onClose();
    }
  };

  return (
    <Modal open={target !== null} title={item ? T.editItem : T.addItem} width={600} onCancel={onClose} destroyOnHidden
      okText={T.ok} cancelText={T.close} confirmLoading={saving} okButtonProps={{ htmlType: 'submit' }}
      modalRender={(dom) => (
        <Form form={form} name="dict-item-form" clearOnDestroy labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} onFinish={(v) => void submit(v)}
          initialValues={item
            ? { itemText: item.itemText, itemValue: item.itemValue, description: item.description ?? undefined, sortOrder: item.sortOrder, enabled: item.status === DICT_ITEM_STATUS.enabled }
            : { sortOrder: 1, enabled: true }}>
          {dom}
        </Form>
      )}>
      <Form.Item name="itemText" label={T.itemText} rules={[{ required: true, whitespace: true, message: T.enter(T.itemText) }, { max: 100 }]}><Input /></Form.Item>
      <Form.Item name="itemValue" label={T.itemValue} rules={[{ required: true, whitespace: true, message: T.enter(T.itemValue) }, valueRule(dictCode)]}><Input /></Form.Item>
      <Form.Item name="description" label={T.description} rules={[{ max: 255 }]}><Input /></Form.Item>
      <Form.Item name="sortOrder" label={T.sortOrder}><InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} /></Form.Item>
      <Form.Item name="enabled" label={T.enabled} valuePropName="checked"><Switch /></Form.Item>
    </Modal>
  );
}
