import { Alert, Collapse, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { permissionCode, resourceActions, writerText, type RecordVersion, type ResourceDef } from '@foodtrace/contracts';
import { getAction, queryResult } from '@/lib/http';
import { usePermission } from '@/lib/permissions';
import { CRUD_TEXT } from './texts';

/** The colour of a write, in a record's history and in 数据日志. */
export const ACTION_COLOR: Record<RecordVersion['action'], string> = { add: 'green', edit: 'blue', delete: 'red' };

/** One changed field: `label：before → after`, the old value struck through, a blank one said to be blank. */
export function ChangeLine({ change: c, strong = false }: { change: RecordVersion['changes'][number]; strong?: boolean }) {
  return (
    <div>
      {`${c.label}：`}
      {c.before === null
        ? <Typography.Text type="secondary">{CRUD_TEXT.historyBlank}</Typography.Text>
        : <Typography.Text delete type="secondary">{c.before}</Typography.Text>}
      {' → '}
      <Typography.Text strong={strong}>{c.after ?? CRUD_TEXT.historyBlank}</Typography.Text>
    </div>
  );
}

const loadHistory = (resource: ResourceDef, id: string) => queryResult(getAction<RecordVersion[]>(`${resource.basePath}/dataLog`, { id }));

/** Every version of the record, newest first: who, when, and each changed field's before → after. */
export function HistoryTimeline({ resource, id }: { resource: ResourceDef; id: string }) {
  const q = useQuery({ queryKey: [resource.key, 'dataLog', id], queryFn: () => loadHistory(resource, id), retry: false });
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.error) return <Alert type="warning" showIcon title={(q.error as Error).message} />;
  if (!q.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CRUD_TEXT.historyEmpty} />;
  return (
    <Timeline
      className="record-history"
      items={q.data.map((v) => ({
        key: v.version,
        color: ACTION_COLOR[v.action],
        content: (
          <>
            <Typography.Text strong>{CRUD_TEXT.historyAction[v.action]}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              {[v.time, writerText(v), CRUD_TEXT.historyVersion(v.version)].filter(Boolean).join('  ·  ')}
            </Typography.Text>
            {v.action === 'edit' && !v.changes.length && <div><Typography.Text type="secondary">{CRUD_TEXT.historyNoFieldChange}</Typography.Text></div>}
            {v.changes.map((c) => <ChangeLine key={c.field} change={c} />)}
          </>
        ),
      }))}
    />
  );
}

/**
 * 变更记录 under a record's details (the data log, DESIGN.md §5 rule 11): folded until opened, then read from
 * `<basePath>/dataLog`. Shown to whoever may open the record (its queryById code), as the server checks.
 */
export function RecordHistory({ resource, id }: { resource: ResourceDef; id: string }) {
  const allowed = usePermission(permissionCode(resource, 'queryById')) === 'show';
  if (!allowed || !resourceActions(resource).includes('queryById')) return null;
  return (
    <Collapse
      ghost
      destroyOnHidden
      items={[{ key: 'history', label: CRUD_TEXT.history, children: <HistoryTimeline resource={resource} id={id} /> }]}
    />
  );
}
