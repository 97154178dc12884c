import { positionResource, type ResourceDef } from '@foodtrace/contracts';
import { SEED_IDS } from './seed-ids.ts';

/**
 * Menu entries, only for screens that exist (each later module adds its own). Ids are fixed so the seed can
 * tell what is already there; an administrator's later edits to a seeded row are kept.
 */
export interface MenuSeed {
  id: string;
  parentId?: string;
  name: string;
  url: string;
  component: string;
  componentName?: string;
  icon?: string;
  sortNo: number;
  redirect?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** The screen's generic resource: its CRUD permission codes become the menu's button rows. */
  resource?: ResourceDef;
  /** Permission codes of the screen's own (non-generic) routes, seeded as button rows under the menu. */
  buttons?: ButtonSeed[];
}

export interface ButtonSeed { code: string; name: string }

export const MENU_SEEDS: MenuSeed[] = [
  { id: '9502685863ab87f0ad1134142788a385', name: '首页', url: '/dashboard/analysis', component: 'dashboard/Analysis', componentName: 'Analysis', icon: 'home', sortNo: 0 },
  { id: SEED_IDS.systemMenu, name: '系统管理', url: '/isystem', component: 'layouts/RouteView', componentName: 'RouteView', icon: 'setting', sortNo: 90 },
  { id: SEED_IDS.positionsMenu, parentId: SEED_IDS.systemMenu, name: '职务管理', url: '/isystem/position', component: 'system/PositionList', componentName: 'PositionList', icon: 'idcard', sortNo: 6, keepAlive: true, resource: positionResource },
];
