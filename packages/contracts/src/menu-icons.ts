/**
 * The menu icons the web client bundles, in JeecgBoot's antd 3 spelling (what sys_permission.icon holds), in the
 * order 菜单管理's icon picker offers them. The client maps each to its component (a missing one does not
 * compile), and every seeded menu uses one of these (tested), so no menu entry shows up without its icon.
 */
export const MENU_ICON_NAMES = [
  'home', 'dashboard', 'setting', 'user', 'team', 'idcard', 'apartment', 'cluster', 'bars', 'safety', 'lock', 'key',
  'appstore', 'audit', 'bar-chart', 'pie-chart', 'line-chart', 'barcode', 'qrcode', 'bell', 'notification', 'alert',
  'message', 'mail', 'book', 'calendar', 'schedule', 'clock-circle', 'car', 'cloud', 'cloud-upload', 'code', 'control',
  'database', 'deployment-unit', 'desktop', 'environment', 'experiment', 'file', 'file-text', 'file-search', 'folder',
  'form', 'gift', 'global', 'hdd', 'inbox', 'link', 'monitor', 'partition', 'picture', 'profile', 'project', 'shop',
  'shopping-cart', 'shopping', 'solution', 'table', 'tags', 'tool', 'bank', 'branches', 'build', 'import', 'export',
  'rollback', 'scan', 'medicine-box', 'read', 'aim',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
