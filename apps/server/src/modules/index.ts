import type { AppModule } from './module.ts';
import { authModule } from './auth/index.ts';
import { foodtraceModule } from './foodtrace/index.ts';
import { sysadminModule } from './sysadmin/index.ts';
import { systemModule } from './system/index.ts';
import { demoModule } from './demo/index.ts';
import { tableSocketModule } from './table-socket/index.ts';
import { filesModule } from './files/index.ts';
import { dictExtrasModule } from './dict-extras/index.ts';
import { onlineReportModule } from './online-report/index.ts';
import { checksModule } from './checks/index.ts';
import { noticeModule } from './notice/index.ts';
import { accountModule } from './account/index.ts';
import { jobsModule } from './jobs/index.ts';
import { fillRulesModule } from './fill-rules/index.ts';
import { monitorModule } from './monitor/index.ts';
import { messageModule } from './message/index.ts';
import { dataSourceModule } from './data-source/index.ts';
import { gatewayModule } from './gateway/index.ts';

/** Every module of the application, in registration order (the gateway first: it sees every route registered). */
export const MODULES: AppModule[] = [gatewayModule, systemModule, sysadminModule, authModule, foodtraceModule, demoModule, tableSocketModule, filesModule, dictExtrasModule, dataSourceModule, onlineReportModule, checksModule, noticeModule, accountModule, jobsModule, monitorModule, fillRulesModule, messageModule];
