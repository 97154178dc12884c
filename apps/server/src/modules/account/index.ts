import type { AppModule } from '../module.ts';
import { AccountFlows } from './account-flows.service.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { ACCOUNT_MENUS } from './menus.ts';
import * as m0130 from './migrations/0130-account-sms.ts';
import { ProfileService } from './profile.service.ts';
import { SmsCodeService } from './sms/sms-codes.ts';
import { LogSmsSender, type SmsSender } from './sms/sms-sender.ts';
import type { AppContext } from '../../context.ts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where text messages go (set by the account module): its codes, and 消息中心's 短信 when a provider is set. */
    smsSender: SmsSender;
  }
}

export interface AccountModuleOptions {
  /** The SMS provider; default: the server log (plus the sys_sms outbox). */
  smsSender?: (app: FastifyInstance, ctx: AppContext) => SmsSender;
}

/** Registration, phone login, SMS codes, account alteration and the user's own profile; see README.md. */
export function createAccountModule(options: AccountModuleOptions = {}): AppModule {
  return {
    name: 'account',
    migrations: { '0130-account-sms': m0130 },
    menus: ACCOUNT_MENUS,
    register(app, ctx) {
      const sender = options.smsSender?.(app, ctx) ?? new LogSmsSender(app.log);
      app.decorate('smsSender', sender);
      const codes = new SmsCodeService(ctx, sender);
      registerAccountRoutes(app, ctx, { codes, flows: new AccountFlows(ctx, codes), profile: new ProfileService(ctx) });
    },
  };
}

export const accountModule = createAccountModule();
