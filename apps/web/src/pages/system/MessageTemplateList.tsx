import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { MESSAGE_PERMS, messageTemplateResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';
import { usePermission } from '@/lib/permissions';
import { SendTestModal } from './message/send-test-modal';
import { MESSAGE_UI_TEXT } from './message/texts';
import './message/message.css';

const def = messageTemplateResource;

/** The content with its `${参数}` marked, so what gets replaced stands out from what is sent as written. */
function contentCell(value: unknown) {
  const parts = String(value ?? '').split(/(\$\{[A-Za-z_][A-Za-z0-9_]*\})/);
  return (
    <span className="message-template-content" title={String(value ?? '')}>
      {parts.map((p, i) => (i % 2 ? <Typography.Text key={i} code>{p}</Typography.Text> : p))}
    </span>
  );
}

/**
 * 消息模板 (spec §2.3 message pages; JeecgBoot's sysMessageTemplate): what the plant sends again and again —
 * a failed inspection, a release, a recall notice to a customer — with `${参数}` filled in when it is sent.
 * 发送测试 sends one from its test data and records it in 消息管理.
 */
export default function MessageTemplateList() {
  const list = useResourceList(def);
  const maySend = usePermission(MESSAGE_PERMS.send) === 'show';
  const [sending, setSending] = useState<ResourceRow | null>(null);
  const actions = (row: ResourceRow) => (maySend
    ? <Button type="link" size="small" onClick={() => setSending(row)}>{MESSAGE_UI_TEXT.sendTest}</Button>
    : null);
  return (
    <>
      <ResourceListView resource={def} list={list} renderers={{ templateContent: contentCell }}
        extraActions={{ labels: [MESSAGE_UI_TEXT.sendTest], render: actions }}
        header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={MESSAGE_UI_TEXT.help} />} />
      {sending && <SendTestModal template={sending} onClose={() => setSending(null)} />}
    </>
  );
}
