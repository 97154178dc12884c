import type { AppModule } from './module.ts';
import { authModule } from './auth/index.ts';
import { systemModule } from './system/index.ts';

/** Every module of the application, in registration order. */
export const MODULES: AppModule[] = [systemModule, authModule];
