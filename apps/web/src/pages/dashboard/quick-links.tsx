import { useMemo, type ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { LAYOUT, type MenuItem } from '@foodtrace/contracts';
import { searchableEntries } from '@/app/menu/menu-tree';
import { menuIcon } from '@/components/layout/menu-icons';
import { useMenuNavigate } from '@/components/layout/use-menu-navigate';
import { HOME_TEXT } from './texts';

const MAX_LINKS = 12;

/** Shortcuts to the screens of the user's menu (home itself left out). */
export function QuickLinks({ menu }: { menu: readonly MenuItem[] }): ReactNode {
  const go = useMenuNavigate(true);
  const entries = useMemo(
    () => searchableEntries(menu).filter(({ item }) => item.path !== LAYOUT.homePath).slice(0, MAX_LINKS),
    [menu],
  );
  return (
    <Card title={HOME_TEXT.quickLinks} className="home-card">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={HOME_TEXT.noQuickLinks} />
      ) : (
        <div className="quick-links">
          {entries.map(({ item, titles }) => (
            <button key={item.path} type="button" className="quick-links__item" onClick={() => go(item.path)} title={titles.join(' / ')}>
              <span className="quick-links__icon">{menuIcon(item.meta?.icon) ?? <AppstoreOutlined />}</span>
              <span className="quick-links__title">{item.meta?.title ?? item.name}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
