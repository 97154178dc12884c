import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { lotHoldResource } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud';
import { toWireValues } from '@/crud/form-values';
import { useSessionStore } from '@/app/stores/session-store';
import { runWrite } from '@/lib/http/call-result';
import { RecordFormFields } from '../common/record-form-fields';
import { HOLD_TEXT_UI as T } from './texts';

/** The fields a release fills in; the rest of the hold stays as it was entered. */
const RELEASE = ['releasedTime', 'conclusion', 'releasedBy'];
const OMIT = Object.keys(lotHoldResource.fields).filter((k) => !RELEASE.includes(k));
const api = resourceApi(lotHoldResource);
/** A release fills in all three: required here, as the server requires them together. */
const RELEASE_FORM = {
  ...lotHoldResource,
  fields: Object.fromEntries(Object.entries(lotHoldResource.fields).map(([k, f]) => [k, RELEASE.includes(k) ? { ...f, required: true } : f])),
};

/**
 * 解除暂扣: when, with what conclusion and by whom (now, to the second — a hold entered a minute ago at 此刻 has its
 * seconds — and the signed-in user to start with). The server requires the
 * three, refuses a time before the hold, and sets the lot back to what its inspections make it.
 */
export function ReleaseHoldModal({ hold, onClose, onDone }: { hold: ResourceRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const me = useSessionStore((s) => s.userInfo?.realname || s.userInfo?.username);
  const submit = async (values: Record<string, unknown>) => {
    if (!hold) return;
    setSaving(true);
    const wire = toWireValues(lotHoldResource, values);
    const done = await runWrite(api.edit({ id: hold.id, ...Object.fromEntries(RELEASE.map((k) => [k, wire[k]])) }));
    setSaving(false);
    if (!done) return;
    onDone();
    onClose();
  };
  return (
    <Modal open={Boolean(hold)} title={T.releaseTitle(String(hold?.lotId_dictText ?? ''))} onCancel={onClose} onOk={() => form.submit()}
      okText={T.release} confirmLoading={saving} destroyOnHidden width={720}>
      <Alert type="info" showIcon title={T.releaseHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy
        initialValues={{ releasedTime: dayjs(), releasedBy: me }}>
        <RecordFormFields resource={RELEASE_FORM} omit={OMIT} columns={2} />
      </Form>
    </Modal>
  );
}
