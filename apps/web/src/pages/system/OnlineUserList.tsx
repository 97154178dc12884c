import { Button, Card, Popconfirm, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ONLINE_PERMS, ONLINE_TEXT, onlineSessionResource, type OnlineSession } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { resourceColumns } from '@/crud/resource-columns';
import { ResourceSearchForm } from '@/crud/resource-search-form';
import { ResourceTable } from '@/crud/resource-table';
import { CRUD_TEXT } from '@/crud/texts';
import { postAction } from '@/lib/http';
import { usePermission } from '@/lib/permissions';
import { runWrite } from './admin-common/call';

const def = onlineSessionResource;
const noRowActions = { onEdit: () => undefined, onDetail: () => undefined, onDelete: async () => undefined };

/**
 * 在线用户 (spec §2.3 System pages: monitoring): who is signed in now, from where and with what, and 强退 for a
 * session an administrator wants ended — a lost phone, a colleague who left, a sign-in from an unknown place.
 */
export default function OnlineUserList() {
  const list = useResourceList(def);
  const mayKick = usePermission(ONLINE_PERMS.forceLogout);
  const { pageNo, pageSize, sort } = list.query;

  const kick = async (row: OnlineSession) => {
    if (await runWrite(postAction(`${def.basePath}/forceLogout`, { id: row.id }))) void list.reload();
  };

  const fields = resourceColumns(def, sort, (pageNo - 1) * pageSize, noRowActions).filter((c) => c.key !== '__actions');
  const columns: TableColumnsType<ResourceRow> = [
    ...fields.map((c) => (c.key === 'client'
      // the whole User-Agent on hover: the words are a reading of it, the header is the evidence
      ? { ...c, render: (text: string, row: ResourceRow) => <Tooltip title={(row as unknown as OnlineSession).userAgent}>{text}</Tooltip> }
      : c)),
    {
      title: CRUD_TEXT.actions, key: '__actions', align: 'center', width: 100, fixed: 'right',
      render: (_v, r) => {
        const row = r as unknown as OnlineSession;
        if (row.current) return <Tag color="blue">{ONLINE_TEXT.current}</Tag>;
        if (mayKick === 'hidden') return null;
        const link = <Button type="link" size="small" danger disabled={mayKick === 'disabled'}>{ONLINE_TEXT.forceLogout}</Button>;
        if (mayKick === 'disabled') return link;
        return (
          <Popconfirm title={ONLINE_TEXT.confirm(row.username)} onConfirm={() => kick(row)} okText={CRUD_TEXT.ok} cancelText={CRUD_TEXT.cancel}>
            {link}
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={def} onSearch={list.search} onReset={list.reset} />
      <ResourceTable list={list} columns={columns} selectable={false} />
    </Card>
  );
}
