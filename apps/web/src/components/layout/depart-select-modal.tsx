import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Form, Modal, Select } from 'antd';
import { MODAL_WIDTH, type CurrentDeparts, type Depart, type UserInfo } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { feedback } from '@/lib/feedback';
import { getAction, postAction } from '@/lib/http';
import { LAYOUT_TEXT } from './texts';

const T = LAYOUT_TEXT.depart;

export interface DepartSelectModalProps {
  open: boolean;
  username: string;
  /** Given by the login answer; otherwise the dialog loads the user's departments itself. */
  departs?: Depart[];
  currentOrgCode?: string | null;
  onSelected(userInfo: UserInfo): void;
  onCancel(): void;
}

interface Loaded {
  list: Depart[];
  orgCode: string | null;
}

/**
 * spec §2.7/§4 department switch: width 450; opened only after the list is loaded; no departments → warning
 * and close; confirming without a choice marks the field invalid; success stores the new user info.
 */
export function DepartSelectModal({ open, username, departs, currentOrgCode, onSelected, onCancel }: DepartSelectModalProps): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | null>(departs ? { list: departs, orgCode: currentOrgCode ?? null } : null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ orgCode?: string }>();
  // The caller's handler may change identity on every render; the effects below must not re-run for that.
  const cancel = useEffectEvent(() => onCancel());

  useEffect(() => {
    if (!open || departs) return;
    let active = true;
    getAction<CurrentDeparts>('/sys/user/getCurrentUserDeparts')
      .then((res) => {
        if (!active) return;
        if (res.success) setLoaded({ list: res.result?.list ?? [], orgCode: res.result?.orgCode ?? null });
        else cancel();
      })
      .catch(() => active && cancel());
    return () => {
      active = false;
    };
  }, [open, departs]);

  const list = loaded?.list;
  const empty = Boolean(open && list && list.length === 0);
  useEffect(() => {
    if (!empty) return;
    feedback.message.warning(T.none);
    cancel();
  }, [empty]);

  const current = list?.find((d) => d.orgCode === loaded?.orgCode);
  const submit = async () => {
    const { orgCode } = await form.validateFields();
    setSaving(true);
    try {
      const res = await postAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
      // spec §4: a failed select shows nothing (HTTP failures are announced by the client).
      if (!res.success || !res.result?.userInfo) return;
      useSessionStore.getState().setUserInfo(res.result.userInfo);
      form.resetFields();
      onSelected(res.result.userInfo);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={current ? T.titleWithCurrent(current.departName) : T.title}
      open={open && Boolean(list?.length)}
      width={MODAL_WIDTH.depart}
      okText={LAYOUT_TEXT.ok}
      cancelText={LAYOUT_TEXT.cancel}
      confirmLoading={saving}
      mask={{ closable: false }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} initialValues={{ orgCode: loaded?.orgCode ?? undefined }} layout="vertical">
        {/* spec §4: no message, the field is only marked invalid. */}
        <Form.Item name="orgCode" label={T.label} rules={[{ required: true, message: '' }]}>
          <Select
            placeholder={T.placeholder}
            options={(list ?? []).map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
