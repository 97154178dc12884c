import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Col, Form, Modal, Row, type FormInstance } from 'antd';
import { IN_USE_KEY, IN_USE_MIN_KEY, MSG, FOLLOW_UP, type ResourceDef, type UsedAmount } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from './resource-api';
import { feedback } from '@/lib/feedback';
import { fieldParsers, fieldRules } from './field-rules';
import { areaCodeFields, formFields, newRecordValues, prefilledValues, toFormValues, toWireValues } from './form-values';
import { formWidget } from './field-widget';
import { FORM_WIDTH, TWO_COLUMNS_FROM, itemLayout } from './form-layout';
import { ResourceDetailModal } from './resource-detail';
import { CRUD_TEXT } from './texts';
import { useDiscardGuard } from './use-discard-guard';
import { useSessionStore } from '@/app/stores/session-store';

export type FormMode = 'add' | 'edit' | 'detail';
/** The modal keeps mode and row while closing so the title does not flicker during the animation. */
export interface FormModalState { open: boolean; mode: FormMode; record?: ResourceRow }

export interface ResourceFormModalProps {
  resource: ResourceDef;
  state: FormModalState;
  onClose: () => void;
  onSaved: () => void;
  /** A screen's own button before 关闭 / 确定 of the form (测试连接), given the form as it stands. */
  footerExtra?: (form: FormInstance, record?: ResourceRow) => ReactNode;
  /** What the screen shows of a record below its fields in 详情 (ResourceDetailModalProps.extra). */
  detailExtra?: (record: ResourceRow) => ReactNode;
}

/** 新增 / 编辑 in the form modal; 详情 in the detail modal of spec §2.7 (详细信息, 1200 wide, full screen). */
export function ResourceFormModal(props: ResourceFormModalProps) {
  const { resource, state, onClose } = props;
  if (state.mode === 'detail') return <ResourceDetailModal resource={resource} open={state.open} record={state.record} onClose={onClose} extra={props.detailExtra} />;
  return <ResourceEditModal {...props} />;
}

function ResourceEditModal({ resource, state, onClose, onSaved, footerExtra }: ResourceFormModalProps) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const api = useMemo(() => resourceApi(resource), [resource]);
  const { mode, record } = state;
  const parsers = useMemo(() => fieldParsers(resource, mode === 'edit' ? 'edit' : 'add'), [resource, mode]);
  // A record in use (IN_USE_KEY, set by the server) keeps its fixedOnceUsed fields: shown, not editable.
  const inUse = mode === 'edit' ? record?.[IN_USE_KEY] as string | undefined : undefined;
  const fields = formFields(resource);
  const drawn = areaCodeFields(resource);
  const fixed = inUse ? fields.filter(([, f]) => f.fixedOnceUsed) : [];
  const twoColumns = fields.length - drawn.size >= TWO_COLUMNS_FROM;
  // …and its notBelowUsed amounts cannot go below what was used (IN_USE_MIN_KEY), which shows under the field.
  const used = inUse ? record?.[IN_USE_MIN_KEY] as Record<string, UsedAmount> | undefined : undefined;

  const { close } = useDiscardGuard(state.open, onClose, form);
  // A new record names the signed-in user where a field says who did it (FieldDef.signedBy), as 登记检验 does.
  const me = useSessionStore((st) => st.userInfo?.realname || st.userInfo?.username);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const data = toWireValues(resource, values);
      const res = await (mode === 'edit' ? api.edit({ ...data, id: record?.id }) : api.add(data))
        .catch(() => null); // transport errors were reported by the http client
      if (!res) return;
      if (!res.success) {
        feedback.message.warning(res.message);
        return;
      }
      // The server says what the user should know next after its plain 添加成功！ (ResourceHooks.notice): a warning
      // of its own, given time to be read.
      const plain = mode === 'edit' ? MSG.editOk : MSG.addOk;
      const notice = FOLLOW_UP.after(res.message, plain);
      feedback.message.success(notice ? plain : res.message);
      if (notice) feedback.message.warning(notice, 8);
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={state.open}
      title={CRUD_TEXT.modalTitle[mode](resource.title)}
      width={twoColumns ? FORM_WIDTH.twoColumns : FORM_WIDTH.oneColumn}
      styles={{ body: { paddingTop: 16 } }}
      onCancel={close}
      okText={CRUD_TEXT.ok}
      cancelText={CRUD_TEXT.close}
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit' }}
      footer={footerExtra ? (buttons) => <>{footerExtra(form, record)}{buttons}</> : undefined}
      destroyOnHidden
      // The form wraps the whole dialog so the footer's OK is its submit button; cleared on close so the
      // next opening starts from its own initial values. Enter in a field does not submit it: Enter confirms a
      // typed date or a chosen option, and a half-filled record saved by it is worse than one more click.
      modalRender={(dom) => (
        <Form form={form} name={`${resource.key}-form`} clearOnDestroy onFinish={submit} onValuesChange={(changed) => emptyCounted(form, resource, changed)}
          onKeyDown={(e) => { if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault(); }}
          initialValues={mode === 'edit' && record ? toFormValues(resource, record) : { ...newRecordValues(resource, me), ...prefilledValues(resource, record) }}>
          {dom}
        </Form>
      )}
    >
      {inUse && fixed.length > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={CRUD_TEXT.fixedOnceUsed(inUse, fixed.map(([, f]) => f.label))} />
      )}
      {/* no gutter: a half-row label is then exactly a sixth of the row, as a whole-row one */}
      <Row>
        {fields.map(([name, f]) => {
          const { col, ...layout } = itemLayout(f, twoColumns);
          const item = (
            <Form.Item key={name} name={name} label={f.label} hidden={drawn.has(name)} {...layout}
              {...fieldRules(resource, name, parsers[name], used?.[name], mode === 'edit' ? 'edit' : 'add')}
              extra={used?.[name] && CRUD_TEXT.usedAmount(used[name].text)}>
              {formWidget(f, Boolean(inUse && f.fixedOnceUsed), mode === 'add')}
            </Form.Item>
          );
          // a field the area picker fills is kept in the form but takes no place in the grid
          return drawn.has(name) ? item : <Col key={name} {...col}>{item}</Col>;
        })}
      </Row>
    </Modal>
  );
}

/**
 * A field the server counts from others (FieldDef.countedFrom) is emptied when one of them is changed in the form,
 * and checked again: the change had it checked against the new value while it still held the old day.
 */
function emptyCounted(form: FormInstance, resource: ResourceDef, changed: Record<string, unknown>): void {
  for (const [name, f] of Object.entries(resource.fields)) {
    if (!f.countedFrom?.some((source) => source in changed)) continue;
    form.setFieldValue(name, null);
    form.validateFields([name]).catch(() => undefined);
  }
}
