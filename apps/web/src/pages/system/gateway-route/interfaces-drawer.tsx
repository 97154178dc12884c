import { Drawer, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { GATEWAY_ROUTE_INTERFACES_PATH, GATEWAY_ROUTE_TEXT as T, type RouteInterface } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { queryResult } from '../admin-common/call';

/** What the drawer lists: a saved route's or the form's 路径断言, under the route's name. */
export interface InterfacesSubject { name: string; predicates: string }

const METHOD_COLOURS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** 公开 / 登录即可 / 产品管理-产品添加（foodtrace:product:add）. */
function accessText(i: RouteInterface): string {
  if (i.access === 'public') return T.public;
  if (i.access === 'signedIn') return T.signedIn;
  return T.permission(i.permissionName, i.access);
}

/**
 * 匹配接口: every interface a 路径断言 covers, with what calling it takes — what a route stops when it is
 * switched off, and who may call each of its interfaces while it is on.
 */
export function InterfacesDrawer({ subject, onClose }: { subject: InterfacesSubject | null; onClose: () => void }) {
  const found = useQuery({
    queryKey: ['gateway-interfaces', subject?.predicates],
    queryFn: () => queryResult(getAction<RouteInterface[]>(GATEWAY_ROUTE_INTERFACES_PATH, { predicates: subject!.predicates })),
    enabled: Boolean(subject), retry: false,
  });
  const rows = found.data ?? [];
  return (
    <Drawer open={Boolean(subject)} title={`${T.interfaces}：${subject?.name ?? ''}`} size={860} onClose={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line' }}>{subject?.predicates}</Typography.Paragraph>
      <Typography.Paragraph>{found.isFetching ? null : T.interfaceCount(rows.length)}</Typography.Paragraph>
      <Table<RouteInterface>
        rowKey={(r) => `${r.method} ${r.path}`} size="small" loading={found.isFetching} dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: T.noInterfaces }}
        columns={[
          { title: T.method, dataIndex: 'method', width: 90, render: (m: string) => <Tag color={METHOD_COLOURS[m]}>{m}</Tag> },
          {
            title: T.path, dataIndex: 'path',
            render: (p: string, r) => <>{<code>{p}</code>}{r.lifeline && <Tag style={{ marginLeft: 8 }}>{T.neverStopped}</Tag>}</>,
          },
          { title: T.access, key: 'access', width: 320, render: (_v, r) => accessText(r) },
        ]}
      />
    </Drawer>
  );
}
