import { Button, Popconfirm, Tooltip, Typography } from 'antd';
import { JOB_PERMS, JOB_STATUS, JOB_TEXT, quartzJobResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { CRUD_TEXT } from '@/crud/texts';
import { describeCron } from '@/components/cron/describe-cron';
import { postAction } from '@/lib/http';
import { usePermission } from '@/lib/permissions';
import { ResourceListView } from '@/crud/resource-list-page';
import { runWrite } from './admin-common/call';

const def = quartzJobResource;
/** The most links a row adds: 停止 (or 启动, as long) and 立即执行. */
const JOB_LINKS = [JOB_TEXT.pause, JOB_TEXT.execute];

/** The expression, read out in words on hover (每天 8 点 rather than `0 0 8 * * ?`). */
const schedule = (value: unknown) => <Tooltip title={describeCron(String(value ?? ''))}><code>{String(value ?? '')}</code></Tooltip>;

/** A job that has not run yet says so, rather than leaving its 上次执行 blank. */
const lastRun = (value: unknown) => (value ? String(value) : <Typography.Text type="secondary">{JOB_TEXT.neverRun}</Typography.Text>);

/**
 * 定时任务 (spec §2.3 System pages: scheduled jobs): the server's own tasks on schedules an administrator sets;
 * 启动 / 停止 and 立即执行 per row, each shown only to whoever holds its code. The result of the last run
 * (成功 or 失败, how long, what it did) is in the list.
 */
export default function QuartzJobList() {
  const list = useResourceList(def);
  const mayPause = usePermission(JOB_PERMS.pause) === 'show';
  const mayResume = usePermission(JOB_PERMS.resume) === 'show';
  const mayExecute = usePermission(JOB_PERMS.execute) === 'show';
  const act = async (action: 'pause' | 'resume' | 'execute', row: ResourceRow) => {
    if (await runWrite(postAction(`${def.basePath}/${action}`, { id: row.id }))) void list.reload();
  };

  const actions = (row: ResourceRow) => {
    const running = Number(row.status) === JOB_STATUS.normal;
    const links = [
      running && mayPause && <Button key="pause" type="link" size="small" onClick={() => act('pause', row)}>{JOB_TEXT.pause}</Button>,
      !running && mayResume && <Button key="resume" type="link" size="small" onClick={() => act('resume', row)}>{JOB_TEXT.resume}</Button>,
      mayExecute && (
        <Popconfirm key="execute" title={JOB_TEXT.confirmExecute(String(row.jobClassName_dictText ?? row.jobClassName))}
          onConfirm={() => act('execute', row)} okText={CRUD_TEXT.ok} cancelText={CRUD_TEXT.cancel}>
          <Button type="link" size="small">{JOB_TEXT.execute}</Button>
        </Popconfirm>
      ),
    ].filter(Boolean);
    return links.length ? links : null;
  };

  return <ResourceListView resource={def} list={list} renderers={{ cronExpression: schedule, lastRunTime: lastRun }} extraActions={{ labels: JOB_LINKS, render: actions }} />;
}
