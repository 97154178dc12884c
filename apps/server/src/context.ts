import type { Kysely } from 'kysely';
import type { Sharing } from '@foodtrace/contracts';
import type { Config, DbKind } from './config.ts';
import type { SessionStore } from './platform/auth/sessions.ts';
import type { DB } from './platform/db/schema.ts';
import type { DictService } from './platform/dict/dict-service.ts';
import type { Bus } from './platform/bus/bus.ts';
import type { SecretBox } from './platform/crypto/secret-box.ts';

/** What every module is handed: configuration and the platform services (no module reaches into another). */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  kind: DbKind;
  sessions: SessionStore;
  dict: DictService;
  /** Pub/sub for socket pushes and cache invalidation (in-process unless Redis is configured). */
  bus: Bus;
  /** How this instance shares its state with the others (系统监控). */
  sharing: () => Promise<Sharing>;
  /** Seals the secrets the server stores for its own use (a data source's password). */
  secrets: SecretBox;
}
