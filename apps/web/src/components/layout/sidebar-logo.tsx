import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LAYOUT } from '@foodtrace/contracts';
import { BrandLogo } from '@/app/brand-logo';
import { APP_TEXT } from '@/app/texts';

/** Logo and product name at the top of the sidebar (or the left of the top-menu header). */
export function SidebarLogo({ collapsed = false, theme }: { collapsed?: boolean; theme: 'dark' | 'light' }): ReactNode {
  return (
    <Link to={LAYOUT.homePath} className={`sidebar-logo sidebar-logo--${theme}`}>
      <BrandLogo size={30} />
      {!collapsed && <span className="sidebar-logo__name">{APP_TEXT.productName}</span>}
    </Link>
  );
}
