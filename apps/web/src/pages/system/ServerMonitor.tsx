import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Progress, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { MONITOR_REFRESH_SECONDS, type ServerStatus, type Sharing } from '@foodtrace/contracts';
import { getAction, queryResult } from '@/lib/http';
import { formatBytes } from '@/lib/format-bytes';
import { formatUptime } from './monitor/format';

const percent = (used: number, total: number) => (total > 0 ? Math.round((used / total) * 100) : 0);

/** How full something is: the bar, and the figures under it. */
function UsageBar({ used, total, text, warn }: { used: number; total: number; text: string; warn?: boolean }) {
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }}>
      <Progress percent={percent(used, total)} size="small" status={warn ? 'exception' : undefined} />
      <span>{text}</span>
    </Space>
  );
}
/**
 * 部署方式: alone, or one of several instances sharing their bus and rate limits through Redis — and whether
 * that Redis answers now (while it does not, socket pushes and cache refreshes stop reaching the others).
 */
function sharingItems(sharing: Sharing) {
  if (sharing.mode === 'single') return [{ key: 'mode', label: '部署方式', children: '单实例（消息总线与限流计数在进程内）' }];
  return [
    { key: 'mode', label: '部署方式', children: '多实例（经 Redis 共享消息总线与限流计数）' },
    {
      key: 'redis', label: 'Redis', children: (
        <Space wrap size={4}>
          <Tag color={sharing.connected ? 'green' : 'red'}>{sharing.connected ? '已连接' : '连接中断'}</Tag>
          <span>{sharing.url}</span>
          <Typography.Text type="secondary">{[sharing.version && `Redis ${sharing.version}`, `键前缀 ${sharing.prefix}`].filter(Boolean).join('，')}</Typography.Text>
        </Space>
      ),
    },
  ];
}

const DB_NAMES: Record<string, string> = { sqlite: 'SQLite（内置）', postgres: 'PostgreSQL', mysql: 'MySQL / MariaDB' };
const ENV_NAMES: Record<string, string> = { production: '生产', development: '开发', test: '测试' };

/**
 * 系统监控 (spec §2.3: monitor pages): the service, the machine, the process, the database, the stored files
 * and the day's use, refreshed every few seconds while the screen is open.
 */
export default function ServerMonitor() {
  const q = useQuery({
    queryKey: ['sys-monitor'], queryFn: () => queryResult(getAction<ServerStatus>('/sys/monitor/server')),
    refetchInterval: MONITOR_REFRESH_SECONDS * 1000, retry: false,
  });
  const s = q.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" size="small">
        <Space wrap>
          <Typography.Text type="secondary">采集时间：{s?.at ?? '—'}，每 {MONITOR_REFRESH_SECONDS} 秒自动刷新</Typography.Text>
          <Button icon={<ReloadOutlined />} loading={q.isFetching} onClick={() => void q.refetch()}>刷新</Button>
        </Space>
      </Card>
      {s && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}><Card variant="borderless"><Statistic title="在线会话" value={s.usage.onlineSessions} /></Card></Col>
            <Col xs={12} lg={6}><Card variant="borderless"><Statistic title="今日扫码" value={s.usage.scansToday} /></Card></Col>
            <Col xs={12} lg={6}><Card variant="borderless"><Statistic title="今日操作" value={s.usage.writesToday} /></Card></Col>
            <Col xs={12} lg={6}>
              <Card variant="borderless">
                <Statistic title="今日登录失败" value={s.usage.failedSignInsToday} valueStyle={s.usage.failedSignInsToday > 20 ? { color: '#cf1322' } : undefined} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card title="服务" variant="borderless">
                <Descriptions column={1} size="small" items={[
                  { key: 'v', label: '版本', children: s.service.version },
                  { key: 'n', label: 'Node.js', children: s.service.node },
                  { key: 'e', label: '运行环境', children: ENV_NAMES[s.service.env] ?? s.service.env },
                  { key: 's', label: '启动时间', children: s.service.startedAt },
                  { key: 'u', label: '已运行', children: formatUptime(s.service.uptimeSeconds) },
                  { key: 'z', label: '业务时区', children: s.service.timeZone },
                  { key: 'p', label: '进程号', children: s.service.pid },
                  ...sharingItems(s.sharing),
                ]} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title="主机" variant="borderless">
                <Descriptions column={1} size="small" items={[
                  { key: 'h', label: '主机名', children: s.host.hostname },
                  { key: 'o', label: '操作系统', children: s.host.os },
                  { key: 'c', label: 'CPU', children: `${s.host.cpuModel}（${s.host.cpus} 核）` },
                  { key: 'l', label: '负载（1 / 5 / 15 分钟）', children: s.host.loadAvg.join(' / ') },
                  {
                    key: 'm', label: '内存', children: (
                      <UsageBar used={s.host.memoryTotal - s.host.memoryFree} total={s.host.memoryTotal}
                        text={`已用 ${formatBytes(s.host.memoryTotal - s.host.memoryFree)}，共 ${formatBytes(s.host.memoryTotal)}`} />
                    ),
                  },
                ]} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title="进程" variant="borderless">
                <Descriptions column={1} size="small" items={[
                  { key: 'r', label: '常驻内存', children: formatBytes(s.process.rss) },
                  { key: 'h', label: '堆内存', children: `${formatBytes(s.process.heapUsed)} / ${formatBytes(s.process.heapTotal)}` },
                  { key: 'd', label: '事件循环延迟', children: `中位 ${s.process.eventLoopDelayP50Ms} 毫秒，P99 ${s.process.eventLoopDelayP99Ms} 毫秒` },
                ]} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title="文件存储" variant="borderless">
                <Descriptions column={1} size="small" items={[
                  { key: 'u', label: '上传文件', children: `${s.storage.uploadsFiles} 个，${formatBytes(s.storage.uploadsBytes)}` },
                  {
                    key: 'd', label: '磁盘', children: s.storage.diskTotal === null ? '未知' : (
                      // under a tenth free is a warning: uploads and the database share this disk
                      <UsageBar used={s.storage.diskTotal - (s.storage.diskFree ?? 0)} total={s.storage.diskTotal}
                        warn={(s.storage.diskFree ?? 0) / s.storage.diskTotal < 0.1}
                        text={`可用 ${formatBytes(s.storage.diskFree)}，共 ${formatBytes(s.storage.diskTotal)}`} />
                    ),
                  },
                ]} />
              </Card>
            </Col>
            <Col xs={24}>
              <Card title="数据库" variant="borderless">
                <Descriptions column={{ xs: 1, md: 3 }} size="small" items={[
                  { key: 'k', label: '类型', children: DB_NAMES[s.database.kind] ?? s.database.kind },
                  { key: 'v', label: '版本', children: s.database.version },
                  { key: 's', label: '占用空间', children: formatBytes(s.database.size) },
                ]} />
                <Table size="small" rowKey="name" pagination={false} style={{ marginTop: 12 }} dataSource={s.database.tables} columns={[
                  { title: '数据', dataIndex: 'label' }, { title: '表', dataIndex: 'name' },
                  { title: '行数', dataIndex: 'rows', align: 'right', render: (n: number) => n.toLocaleString('zh-CN') },
                ]} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
