import type { AppModule } from '../module.ts';
import { registerAuthRoutes } from './auth.routes.ts';

export const authModule: AppModule = { name: 'auth', register: registerAuthRoutes };
