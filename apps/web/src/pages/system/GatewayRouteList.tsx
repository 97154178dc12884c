import { useState } from 'react';
import { Alert, Button, Popconfirm, Tag } from 'antd';
import type { FormInstance } from 'antd';
import { GATEWAY_ROUTE_TEXT as T, ROUTE_STATUS, gatewayRouteResource, permissionCode } from '@foodtrace/contracts';
import { resourceApi, useResourceList, type ResourceRow } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';
import { CRUD_TEXT } from '@/crud/texts';
import { feedback } from '@/lib/feedback';
import { usePermission } from '@/lib/permissions';
import { callResult } from './admin-common/call';
import { InterfacesDrawer, type InterfacesSubject } from './gateway-route/interfaces-drawer';

const def = gatewayRouteResource;
const api = resourceApi(def);

/** A route that is off stands out in red: its interfaces are answering 服务已停用. */
const statusCell = (dictCode: string, value: unknown, text: string | null) => (dictCode === def.fields.status.dict
  ? <Tag color={String(value) === ROUTE_STATUS.off ? 'red' : 'green'}>{text ?? String(value ?? '')}</Tag>
  : undefined);

/** One path per line, as typed. */
const predicatesCell = (value: unknown) => <code style={{ whiteSpace: 'pre-line' }}>{String(value ?? '')}</code>;

/**
 * 网关路由 (spec §2.3 "gateway routes"): named groups of this server's interfaces. 停用 stops a group at once
 * (its calls answer 服务已停用) and 启用 brings it back; 匹配接口 lists every call a route covers with what calling
 * it takes, for a saved route or for the 路径断言 being typed in the form.
 */
export default function GatewayRouteList() {
  const list = useResourceList(def);
  const mayEdit = usePermission(permissionCode(def, 'edit')) === 'show';
  const [subject, setSubject] = useState<InterfacesSubject | null>(null);

  const switchTo = async (row: ResourceRow, status: string) => {
    // a refusal (不能停用：… names the calls it would have cut off) shows as a warning; the answer is the row
    if ((await callResult(api.edit({ id: row.id, status }))) === null) return;
    feedback.message.success((status === ROUTE_STATUS.off ? T.stoppedDone : T.startedDone)(String(row.name)));
    void list.reload();
  };

  const actions = (row: ResourceRow) => [
    mayEdit && (String(row.status) === ROUTE_STATUS.off
      ? <Button key="start" type="link" size="small" onClick={() => void switchTo(row, ROUTE_STATUS.on)}>{T.start}</Button>
      : (
        <Popconfirm key="stop" title={T.confirmStop(String(row.name))} onConfirm={() => switchTo(row, ROUTE_STATUS.off)} okText={CRUD_TEXT.ok} cancelText={CRUD_TEXT.cancel}>
          <Button type="link" size="small" danger>{T.stop}</Button>
        </Popconfirm>
      )),
    <Button key="interfaces" type="link" size="small" onClick={() => setSubject({ name: String(row.name), predicates: String(row.predicates) })}>{T.interfaces}</Button>,
  ].filter(Boolean);

  const previewButton = (form: FormInstance) => (
    <Button key="preview" style={{ float: 'left' }} onClick={async () => {
      const values = await form.validateFields(['predicates']).catch(() => null);
      if (values) setSubject({ name: String(form.getFieldValue('name') || T.preview), predicates: String(values.predicates) });
    }}>{T.preview}</Button>
  );

  return (
    <>
      <ResourceListView resource={def} list={list}
        renderers={{ predicates: predicatesCell }} dictCell={statusCell}
        extraActions={{ labels: [T.stop, T.interfaces], render: actions }}
        formFooter={previewButton}
        header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={T.help} />} />
      <InterfacesDrawer subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}
