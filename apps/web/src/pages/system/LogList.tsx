import { Tag, Tabs, theme } from 'antd';
import { LOG_VIEWS, logViewResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';
import { logOutcome, withoutOutcome } from './log-list/log-outcome';

const OUTCOME_TAG = { success: ['success', '成功'], failure: ['error', '失败'], ended: ['warning', '强退'] } as const;

/**
 * How it ended first, as a coloured tag, then what it was: a long line is cut at the end, never its outcome.
 * The whole line (with why it failed) is in the cell's title and the detail.
 */
function LogContent({ text }: { text: string }) {
  const outcome = logOutcome(text);
  return (
    <div title={text} style={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}>
      {outcome && <Tag color={OUTCOME_TAG[outcome][0]}>{OUTCOME_TAG[outcome][1]}</Tag>}
      {outcome === 'ended' ? text : withoutOutcome(text)}
    </div>
  );
}
const renderers = { logContent: (value: unknown) => <LogContent text={String(value ?? '')} /> };

/** Each tab's list and search fields, built once: the list state keys its queries by the definition. */
const TABS = LOG_VIEWS.map((view) => ({
  view,
  resource: logViewResource(view, { withType: true }),
  search: logViewResource(view, { withType: false }),
  fixed: { logType: view.logType },
}));

function LogTab({ tab }: { tab: (typeof TABS)[number] }) {
  const list = useResourceList(tab.resource, tab.fixed);
  return <ResourceListView resource={tab.resource} searchResource={tab.search} list={list} fixedSearch={tab.fixed} renderers={renderers} />;
}

/**
 * 日志管理 (spec §2.3 System pages: logs): 登录日志 — who signed in or out, or failed to, from where — and 操作日志 —
 * every write through the API, what it was and how it ended. Read-only: the platform writes the log.
 */
export default function LogList() {
  const { token } = theme.useToken();
  // The tab bar is the list card's white top edge, not a strip on the page's grey.
  return (
    <Tabs destroyOnHidden tabBarStyle={{ background: token.colorBgContainer, padding: '0 24px', margin: 0, borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0` }} items={TABS.map((tab) => ({ key: String(tab.view.logType), label: tab.view.label, children: <LogTab tab={tab} /> }))} />
  );
}

