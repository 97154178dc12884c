import type { AppModule } from '../module.ts';
import { registerAnnouncementRoutes } from './announcement.routes.ts';
import { AnnouncementService } from './announcement.service.ts';
import { seedDemoNotices } from './demo-notices.ts';
import { NOTICE_MENUS } from './menus.ts';
import * as m0120 from './migrations/0120-notice-tables.ts';
import { registerNoticeSocket } from './notice-socket.routes.ts';
import { registerUserNoticeRoutes } from './user-notice.routes.ts';
import { UserNoticeService } from './user-notice.service.ts';

/** 系统通告, the notice bell's calls and its socket (spec §2.7, §4, §7.2, §7.5); see README.md. */
export const noticeModule: AppModule = {
  name: 'notice',
  migrations: { '0120-notice-tables': m0120 },
  menus: NOTICE_MENUS,
  register(app, ctx) {
    const admin = new AnnouncementService(ctx);
    const user = new UserNoticeService(ctx, admin);
    registerAnnouncementRoutes(app, ctx, { admin, user });
    registerUserNoticeRoutes(app, ctx, user);
    registerNoticeSocket(app, ctx);
  },
  seed: (ctx) => seedDemoNotices(ctx),
};
