import type { AppContext } from '../../../../context.ts';
import { ftDb } from '../../schema.ts';
import { content } from './content.ts';
import { corrections } from './corrections.ts';
import { DemoData, prng } from './demo-data.ts';
import { distribution } from './distribution.ts';
import { masterData } from './master.ts';
import { demoOperationLog } from './operation-log.ts';
import { production } from './production.ts';
import { seedRoles } from './roles.ts';
import { seedStaff } from './staff.ts';

/** Where the demo's files go (the app's file storage); without it only the records are written. */
export type StoreFile = (storedPath: string, bytes: Buffer) => Promise<void>;

/**
 * A believable plant for a fresh install, so that every screen has content (DOMAIN.md): its records, and the
 * photos, banners, reports and certificates they point at. Only on an empty food-traceability schema (no
 * product and no lot ever recorded); running it again changes nothing.
 */
export async function seedDemo(ctx: AppContext, now = Date.now(), store?: StoreFile): Promise<boolean> {
  const db = ftDb(ctx.db);
  const used = await db.selectFrom('ftProduct').select('id').limit(1).executeTakeFirst()
    ?? await db.selectFrom('ftLot').select('id').limit(1).executeTakeFirst();
  if (used) return false;
  const d = new DemoData(now, ctx.config.timeZone, prng(20_260_315));
  const m = masterData(d);
  const { finished } = production(d, m);
  const { codes } = distribution(d, m, finished);
  content(d, m, codes);
  await db.transaction().execute(async (trx) => {
    await d.write(trx);
    await seedStaff(trx, now);
    await demoOperationLog(trx, d, ctx.config.apiBase);
    await seedRoles(trx, now);
    await corrections(trx, d);
  });
  if (store) for (const f of d.files) await store(f.path, f.bytes());
  return true;
}
