import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Drawer, Empty, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  AUDITED_RESOURCES, DATA_LOG_TEXT as T, FORMATS, PAGING, SYS_PERMS, permissionCode, type DataLogEntry, type PageResult, type ResourceDef,
} from '@foodtrace/contracts';
import { ACTION_COLOR, ChangeLine, HistoryTimeline } from '@/crud/record-history';
import { getAction, queryResult } from '@/lib/http';
import { Has, hasPermission, usePermission } from '@/lib/permissions';
import { ExportExcelButton } from '@/components/excel';
import { useSessionStore } from '@/app/stores/session-store';

const C = T.columns;
/** Changed fields shown in a row before "等 n 项"; the drawer shows them all. */
const SHOWN_CHANGES = 4;

interface Filters { createBy?: string; period?: [Dayjs, Dayjs] | null }

/** What one write did, in a line per changed field. */
function ChangeSummary({ entry }: { entry: DataLogEntry }) {
  if (entry.action === 'add') return <Typography.Text type="secondary">{T.addSummary}</Typography.Text>;
  if (entry.action === 'delete') return <Typography.Text type="danger">{T.deleteSummary}</Typography.Text>;
  if (!entry.changes.length) return <Typography.Text type="secondary">{T.noFieldChange}</Typography.Text>;
  const rest = entry.changes.length - SHOWN_CHANGES;
  return (
    <div className="data-log-changes">
      {entry.changes.slice(0, SHOWN_CHANGES).map((c) => <ChangeLine key={c.field} change={c} strong />)}
      {rest > 0 && <Typography.Text type="secondary">{T.more(entry.changes.length)}</Typography.Text>}
    </div>
  );
}

/** The business data the reader may audit: those whose list they may read. */
function useAuditable(): ResourceDef[] {
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return useMemo(() => AUDITED_RESOURCES.filter((def) => hasPermission(permissionCode(def, 'list'), { auth, allAuth }) === 'show'), [auth, allAuth]);
}

const groupOf = (def: ResourceDef) => (def.permPrefix.startsWith('system:') ? '系统管理' : '食品溯源');

/**
 * 数据日志 (spec §2.3 System pages: data log): every write to one kind of business record — who, when, which
 * record and what changed — for an audit across records (责任可究); a record opens its whole history. The
 * server shows only what the reader's own list of that data would show, deleted records included.
 */
export default function DataLogList() {
  const auditable = useAuditable();
  const [resourceKey, setResourceKey] = useState<string | undefined>(() => (auditable.find((d) => d.key === 'checkout') ?? auditable[0])?.key);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const [opened, setOpened] = useState<DataLogEntry | null>(null);
  const [form] = Form.useForm<Filters>();
  const resource = auditable.find((d) => d.key === resourceKey);
  const canOpen = usePermission(resource ? permissionCode(resource, 'queryById') : '') === 'show';

  // The list and its export read the same writes.
  const params = {
    resource: resourceKey, createBy: filters.createBy?.trim() || undefined,
    begin: filters.period?.[0].format(FORMATS.date), end: filters.period?.[1].format(FORMATS.date),
  };
  const q = useQuery({
    queryKey: ['data-log', params, page],
    queryFn: () => queryResult(getAction<PageResult<DataLogEntry>>('/sys/dataLog/list', { ...params, ...page })),
    enabled: Boolean(resourceKey),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<DataLogEntry> = [
    { title: C.time, dataIndex: 'time', width: 170 },
    { title: C.by, key: 'by', width: 190, render: (_v, r) => (r.byName ? <span>{r.byName}<Typography.Text type="secondary">{`（${r.by}）`}</Typography.Text></span> : r.by) },
    { title: C.action, dataIndex: 'action', width: 80, render: (a: DataLogEntry['action']) => <Tag color={ACTION_COLOR[a]}>{T.action[a]}</Tag> },
    {
      title: C.record, key: 'record', width: 220, ellipsis: true,
      render: (_v, r) => (canOpen ? <Typography.Link onClick={() => setOpened(r)}>{r.record ?? r.dataId}</Typography.Link> : (r.record ?? r.dataId)),
    },
    { title: C.version, dataIndex: 'version', width: 70, align: 'right', render: (v: number) => `v${v}` },
    { title: C.changes, key: 'changes', render: (_v, r) => <ChangeSummary entry={r} /> },
  ];

  if (!auditable.length) return <Card><Empty description={T.resourceMissing} /></Card>;
  return (
    <Card variant="borderless">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={T.hint} />
        <Form form={form} layout="inline" name="data-log-search" style={{ rowGap: 8 }}
          onFinish={(v) => { setFilters(v); setPage((p) => ({ ...p, pageNo: 1 })); }}>
          <Form.Item label={T.resource}>
            <Select
              style={{ width: 180 }} value={resourceKey} showSearch optionFilterProp="label" aria-label={T.resource}
              onChange={(k) => { setResourceKey(k); setPage((p) => ({ ...p, pageNo: 1 })); }}
              options={['食品溯源', '系统管理'].map((g) => ({ label: g, options: auditable.filter((d) => groupOf(d) === g).map((d) => ({ value: d.key, label: d.title })) }))
                .filter((g) => g.options.length)}
            />
          </Form.Item>
          <Form.Item name="createBy" label={T.by}><Input allowClear placeholder={T.byPlaceholder} style={{ width: 140 }} /></Form.Item>
          <Form.Item name="period" label={T.period}><DatePicker.RangePicker format={FORMATS.date} /></Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">{T.search}</Button>
              <Button onClick={() => { form.resetFields(); setFilters({}); setPage((p) => ({ ...p, pageNo: 1 })); }}>{T.reset}</Button>
              <Has action={SYS_PERMS.dataLog.exportXls}><ExportExcelButton url="/sys/dataLog/exportXls" params={params} /></Has>
            </Space>
          </Form.Item>
        </Form>
        <Table<DataLogEntry>
          rowKey="id" size="middle" columns={columns} dataSource={q.data?.records ?? []} loading={q.isFetching}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.error ? (q.error as Error).message : T.empty} /> }}
          pagination={{
            current: page.pageNo, pageSize: page.pageSize, total: q.data?.total ?? 0, showSizeChanger: true,
            pageSizeOptions: [...PAGING.pageSizeOptions], showTotal: T.total, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </Space>
      <Drawer open={Boolean(opened)} title={opened ? T.history(opened.record ?? opened.dataId) : ''} size={560} onClose={() => setOpened(null)} destroyOnHidden>
        {opened && resource && <HistoryTimeline resource={resource} id={opened.dataId} />}
      </Drawer>
    </Card>
  );
}
