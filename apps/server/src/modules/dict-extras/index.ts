import type { AppModule } from '../module.ts';
import { registerBuiltinDicts } from './builtin-dicts.ts';
import * as m0200 from './category/0200-dict-extras-category.ts';
import { registerCategoryAdminRoutes } from './category/category-admin.routes.ts';
import { registerCategoryDicts } from './category/category-dicts.ts';
import { seedCategories } from './category/category-seed.ts';
import { registerCategoryTreeRoutes } from './category/category-tree.routes.ts';
import { registerDictLookupRoutes } from './dict-lookup.routes.ts';
import { DICT_EXTRAS_MENUS } from './menus.ts';

/**
 * Table and tree dictionaries by registered key, dictionary search and translation, and the category
 * dictionary (spec §7.2 Dictionary, Category) behind the dictionary, tree and category widgets.
 */
export const dictExtrasModule: AppModule = {
  name: 'dict-extras',
  migrations: { '0200-dict-extras-category': m0200 },
  menus: DICT_EXTRAS_MENUS,
  register(app, ctx) {
    registerBuiltinDicts();
    registerCategoryDicts();
    registerDictLookupRoutes(app, ctx);
    registerCategoryTreeRoutes(app, ctx);
    registerCategoryAdminRoutes(app, ctx);
  },
  seed: (ctx) => seedCategories(ctx.db),
};
