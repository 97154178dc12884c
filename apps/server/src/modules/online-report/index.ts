import type { AppModule } from '../module.ts';
import * as m0210 from './migrations/0210-online-report-tables.ts';
import { registerOnlineReportRoutes } from './online-report.routes.ts';
import { seedReports } from './seed/report-seeds.ts';

/** Online reports (spec §7.4): stored definitions, run read-only with a time limit, behind the popup widget. */
export const onlineReportModule: AppModule = {
  name: 'online-report',
  migrations: { '0210-online-report-tables': m0210 },
  register: registerOnlineReportRoutes,
  seed: (ctx) => seedReports(ctx.db, ctx.kind),
};
