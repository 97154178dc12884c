import type { AppModule } from '../module.ts';
import { seedCheckRules } from './checks.seed.ts';
import { registerChecksRoutes } from './checks.routes.ts';
import { CHECKS_MENUS } from './menus.ts';
import * as m0110 from './migrations/0110-checks-check-rule.ts';

/** Duplicate check through a registry and the administrators' check rules (spec §4 Other, §7.2); see README.md. */
export const checksModule: AppModule = {
  name: 'checks',
  migrations: { '0110-checks-check-rule': m0110 },
  menus: CHECKS_MENUS,
  register: registerChecksRoutes,
  seed: seedCheckRules,
};
