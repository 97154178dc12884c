import { Button, Popconfirm, Tag } from 'antd';
import { MESSAGE_DICT, MESSAGE_PERMS, MESSAGE_STATUS, messageResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { ResourceListView, type ResourceListViewProps } from '@/crud/resource-list-page';
import { CRUD_TEXT } from '@/crud/texts';
import { postAction } from '@/lib/http';
import { usePermission } from '@/lib/permissions';
import { runWrite } from './admin-common/call';
import { MESSAGE_UI_TEXT } from './message/texts';

const def = messageResource;

const STATUS_COLOURS: Record<string, string> = {
  [MESSAGE_STATUS.pending]: 'default', [MESSAGE_STATUS.sent]: 'success', [MESSAGE_STATUS.failed]: 'error', [MESSAGE_STATUS.givenUp]: 'volcano',
};

/** 发送状态 at a glance: sent green, failed red, given up darker. */
const statusCell: ResourceListViewProps['dictCell'] = (dictCode, value, text) =>
  (dictCode === MESSAGE_DICT.status ? <Tag color={STATUS_COLOURS[String(value)] ?? 'default'}>{text ?? String(value ?? '')}</Tag> : undefined);

/**
 * 消息管理 (spec §2.3 message pages; JeecgBoot's sysMessage): every message sent, by which channel, to whom,
 * when, and whether it arrived — with the reason when it did not. A failed one sent from a template can be sent
 * again (the account module's verification SMS are listed too, and are not).
 */
export default function MessageList() {
  const list = useResourceList(def);
  const mayResend = usePermission(MESSAGE_PERMS.resend) === 'show';
  const resend = async (row: ResourceRow) => {
    await runWrite(postAction(`${def.basePath}/resend`, { id: row.id }));
    void list.reload(); // sent or failed again, the row has changed
  };
  const actions = (row: ResourceRow) => (mayResend && row.esSendStatus === MESSAGE_STATUS.failed && row.esParam ? (
    <Popconfirm title={MESSAGE_UI_TEXT.confirmResend} onConfirm={() => resend(row)} okText={CRUD_TEXT.ok} cancelText={CRUD_TEXT.cancel}>
      <Button type="link" size="small">{MESSAGE_UI_TEXT.resend}</Button>
    </Popconfirm>
  ) : null);
  return <ResourceListView resource={def} list={list} dictCell={statusCell} extraActions={{ labels: [MESSAGE_UI_TEXT.resend], render: actions }} />;
}
