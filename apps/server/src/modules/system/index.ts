import type { AppModule } from '../module.ts';
import * as m0001 from '../../platform/db/migrations/0001-system.ts';
import * as m0002 from '../../platform/db/migrations/0002-system-create-time-not-null.ts';
import { dictAdmin } from './dict-admin/index.ts';
import { registerDictRoutes } from './dict.routes.ts';
import { DICT_SEEDS } from './seed/dicts.ts';
import { MENU_SEEDS } from './seed/menus.ts';

export const systemModule: AppModule = {
  name: 'system',
  migrations: { '0001-system': m0001, '0002-system-create-time-not-null': m0002 },
  menus: [...MENU_SEEDS, ...dictAdmin.menus],
  dicts: [...DICT_SEEDS, ...dictAdmin.dicts],
  register(app, ctx) {
    registerDictRoutes(app, ctx);
    return dictAdmin.register(app, ctx);
  },
};
