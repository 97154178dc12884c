import type { AppModule } from '../module.ts';
import { registerTableSocketRoutes } from './table-socket.routes.ts';

/** The editable table's real-time socket (spec §4, §7.5); see README.md. */
export const tableSocketModule: AppModule = { name: 'table-socket', register: registerTableSocketRoutes };
