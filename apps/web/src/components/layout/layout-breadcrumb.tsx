import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { useRouteHandle } from '@/app/router/route-handle';
import { breadcrumbTrail } from './breadcrumbs';

/** The breadcrumb above the page content (spec §2.4). */
export function LayoutBreadcrumb(): ReactNode {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const items = breadcrumbTrail(handle?.crumbs ?? [], pathname).map((c) => ({
    key: c.path ?? c.title,
    title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title,
  }));
  return <Breadcrumb className="layout-breadcrumb" items={items} />;
}
