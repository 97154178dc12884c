/**
 * The menu icons the web client bundles, in JeecgBoot's antd 3 spelling (what sys_permission.icon holds). The
 * client maps each to its component (a missing one does not compile), and every seeded menu uses one of these
 * (tested), so no menu entry shows up without its icon.
 */
export const MENU_ICON_NAMES = [
  'alert', 'apartment', 'appstore', 'audit', 'bank', 'bar-chart', 'barcode', 'bars', 'bell', 'book', 'branches', 'build',
  'calendar', 'car', 'clock-circle', 'cloud', 'cloud-upload', 'cluster', 'code', 'control', 'dashboard', 'database',
  'deployment', 'deployment-unit', 'desktop', 'environment', 'experiment', 'export', 'file', 'file-search', 'file-text',
  'folder', 'form', 'gift', 'global', 'hdd', 'home', 'idcard', 'import', 'inbox', 'key', 'line-chart', 'link', 'lock',
  'mail', 'message', 'monitor', 'notification', 'partition', 'picture', 'pie-chart', 'profile', 'project', 'qrcode',
  'rollback', 'safety', 'safety-certificate', 'schedule', 'setting', 'shop', 'shopping', 'shopping-cart', 'solution',
  'table', 'tags', 'team', 'tool', 'user',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
