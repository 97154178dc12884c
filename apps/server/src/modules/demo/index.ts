import type { AppModule } from '../module.ts';
import { DEMO_MENUS } from './menus.ts';

/** The demo pages' menu; the building blocks' server parts live in their own modules. */
export const demoModule: AppModule = { name: 'demo', menus: DEMO_MENUS };
