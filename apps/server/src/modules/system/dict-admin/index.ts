import type { AppModule } from '../../module.ts';
import { registerDictAdminRoutes } from './dict-admin.routes.ts';
import { DICT_ADMIN_DICTS } from './dict-seeds.ts';
import { DICT_ADMIN_MENUS } from './menus.ts';

/** 数据字典 administration, a part of the system module (see README.md). */
export const dictAdmin: Required<Pick<AppModule, 'menus' | 'dicts' | 'register'>> = {
  menus: DICT_ADMIN_MENUS,
  dicts: DICT_ADMIN_DICTS,
  register: registerDictAdminRoutes,
};
