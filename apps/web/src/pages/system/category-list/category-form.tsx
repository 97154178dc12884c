import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { CATEGORY } from '@foodtrace/contracts';
import { runWrite } from '../admin-common/call';
import { categoryAdminApi } from './category-api';
import { CATEGORY_LIST_TEXT as T } from './texts';
import type { CategoryRow } from './category-rows';

/** What the form does: add a root, add under a parent, or rename. */
export type CategoryFormTarget = { mode: 'add'; parent: CategoryRow | null } | { mode: 'edit'; row: CategoryRow } | null;

export interface CategoryFormProps {
  target: CategoryFormTarget;
  onClose: () => void;
  /** The parent whose children changed ('0' for the roots). */
  onSaved: (pid: string) => void;
}

/**
 * 新增 / 添加下级 / 编辑 a category. Only the name is entered: the server gives the code from the parent's
 * (fill rule) so that a code always names its path; a category never moves.
 */
export function CategoryForm({ target, onClose, onSaved }: CategoryFormProps) {
  const [saving, setSaving] = useState(false);
  if (!target) return null;
  const editing = target.mode === 'edit' ? target.row : null;
  const parent = target.mode === 'add' ? target.parent : null;
  const title = editing ? T.editTitle : parent ? T.addChildTitle(parent.name) : T.addTitle;

  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    const pid = editing ? editing.pid ?? CATEGORY.rootPid : parent?.id ?? CATEGORY.rootPid;
    const done = await runWrite(editing ? categoryAdminApi.edit({ id: editing.id, name }) : categoryAdminApi.add({ pid, name }));
    setSaving(false);
    if (done) {
      onSaved(pid);
      onClose();
    }
  };

  return (
    <Modal open title={title} width={600} onCancel={onClose} destroyOnHidden okText={T.ok} cancelText={T.close}
      confirmLoading={saving} okButtonProps={{ htmlType: 'submit' }}
      modalRender={(dom) => (
        <Form name="category-form" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} onFinish={(v) => void submit(v)}
          initialValues={{ name: editing?.name }}>{dom}</Form>
      )}>
      {parent && <Form.Item label={T.parent}>{parent.name}（{parent.code}）</Form.Item>}
      <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: T.enterName }, { max: 100 }]}><Input /></Form.Item>
      {editing && <Form.Item label={T.code} extra={T.codeHint}>{editing.code}</Form.Item>}
    </Modal>
  );
}
