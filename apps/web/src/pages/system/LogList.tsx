import { Tabs, theme } from 'antd';
import { LOG_VIEWS, logViewResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { TraceListPage } from '@/pages/foodtrace/common/trace-list-page';

/** Each tab's list and search fields, built once: the list state keys its queries by the definition. */
const TABS = LOG_VIEWS.map((view) => ({
  view,
  resource: logViewResource(view, { withType: true }),
  search: logViewResource(view, { withType: false }),
  fixed: { logType: view.logType },
}));

function LogTab({ tab }: { tab: (typeof TABS)[number] }) {
  const list = useResourceList(tab.resource);
  return <TraceListPage resource={tab.resource} searchResource={tab.search} list={list} fixedSearch={tab.fixed} />;
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

