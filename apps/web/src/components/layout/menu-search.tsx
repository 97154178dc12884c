import { useMemo, useState, type ReactNode } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { searchableEntries } from '@/app/menu/menu-tree';
import { useSessionStore } from '@/app/stores/session-store';
import { LAYOUT_TEXT } from './texts';
import { useMenuNavigate } from './use-menu-navigate';

/**
 * spec §2.4 menu search: a searchable select of the visible menu entries; external and iframe entries open
 * their url in a new window. Full width on mobile.
 */
export function MenuSearch({ fullWidth = false }: { fullWidth?: boolean }): ReactNode {
  const menu = useSessionStore((s) => s.menu);
  const go = useMenuNavigate(true);
  const [value, setValue] = useState<string | null>(null);
  const options = useMemo(
    () => searchableEntries(menu).map(({ item, titles }) => ({ value: item.path, label: titles.join(' / ') })),
    [menu],
  );
  return (
    <Select
      className="menu-search"
      style={{ width: fullWidth ? '100%' : 200 }}
      value={value}
      placeholder={LAYOUT_TEXT.menuSearchPlaceholder}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      suffixIcon={<SearchOutlined />}
      notFoundContent={LAYOUT_TEXT.menuSearchEmpty}
      variant="filled"
      aria-label={LAYOUT_TEXT.menuSearchPlaceholder}
      onChange={(path: string) => {
        // The select is a launcher, not a field: it empties again after each choice.
        setValue(null);
        go(path);
      }}
    />
  );
}
