import type { ReactNode } from 'react';
import { LogoutLink } from './logout-link';
import { MenuSearch } from './menu-search';
import { UserMenu } from './user-menu';

export interface HeaderActionsProps {
  mobile: boolean;
  /** The notice bell of spec §2.7 (a separate issue) plugs in here. */
  noticeSlot?: ReactNode;
}

/** Right side of the header (spec §2.4): menu search, notice bell, user dropdown, logout link. */
export function HeaderActions({ mobile, noticeSlot }: HeaderActionsProps): ReactNode {
  return (
    <div className={`header-actions${mobile ? ' header-actions--mobile' : ''}`}>
      <div className="header-actions__search">
        <MenuSearch fullWidth={mobile} />
      </div>
      {noticeSlot}
      <UserMenu compact={mobile} />
      <LogoutLink iconOnly={mobile} />
    </div>
  );
}
