import { menuIcon } from '@/components/layout/menu-icons';

/**
 * Menu icon names in JeecgBoot's antd 3 spelling (what sys_permission.icon holds). The picker offers those the
 * layout can draw (components/layout/menu-icons bundles a curated set), so a chosen icon always shows.
 */
const CANDIDATES = [
  'home', 'dashboard', 'setting', 'user', 'team', 'idcard', 'apartment', 'cluster', 'bars', 'safety', 'lock', 'key',
  'appstore', 'audit', 'bar-chart', 'pie-chart', 'barcode', 'qrcode', 'bell', 'notification', 'message', 'mail', 'book',
  'calendar', 'schedule', 'clock-circle', 'car', 'cloud', 'cloud-upload', 'code', 'control', 'database', 'deployment-unit', 'desktop',
  'environment', 'experiment', 'file', 'file-text', 'folder', 'form', 'gift', 'global', 'hdd', 'inbox', 'link', 'monitor',
  'partition', 'picture', 'profile', 'project', 'shop', 'shopping-cart', 'shopping', 'solution', 'table', 'tags', 'tool',
];

export const MENU_ICON_NAMES: readonly string[] = CANDIDATES.filter((n) => menuIcon(n) !== null);
