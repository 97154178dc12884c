import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS, TRANSIT_RESOLUTION, TRANSIT_TEXT, TRIP_KIND, crudePutinResource, outputwarehouseResource, permissionCode, type ResourceDef, type TripKind } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { userHolds } from '../../../platform/rbac/permissions.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError } from '../../../platform/errors.ts';
import { withIncomingForm } from '../../../platform/storage/incoming.ts';
import { ftDb } from '../schema.ts';
import { readTransitFile } from './transit-file.ts';
import { tellQualityOfExcursion } from './transit-notice.ts';
import { clearTransitReadings, importTransitReadings, reviewTransit, transitTemperature } from './transit-temperature.ts';
import { tripOf } from './trip-records.ts';

/** A logger's export for a trip is a few hundred kilobytes; this leaves room for a month of one-second readings. */
const TRANSIT_FILE_MAX_BYTES = 20 * 1024 * 1024;
const IdQuery = z.object({ id: z.string().min(1).max(32) });
const ReviewBody = IdQuery.extend({
  resolution: z.enum(Object.values(TRANSIT_RESOLUTION) as [string, ...string[]], { message: '请选择评估结论' }),
  note: z.string().trim().max(500, '评估说明最多 500 字').nullish().transform((v) => v || null),
});

/** The records whose trips are logged: reading the readings is reading the record; importing or clearing them is its own code. */
const TRIP_RECORDS: ReadonlyArray<{ kind: TripKind; resource: ResourceDef; permission: string; noun: string }> = [
  { kind: TRIP_KIND.shipment, resource: outputwarehouseResource, permission: FT_PERMS.shipmentTransit, noun: '出库单' },
  { kind: TRIP_KIND.intake, resource: crudePutinResource, permission: FT_PERMS.intakeTransit, noun: '原料入库单' },
];

/**
 * 在途温度 (transit-temperature.ts) of shipments (/foodtrace/outputwarehouse/transit…) and of raw materials'
 * deliveries (/foodtrace/crudePutin/transit…): read, import a logger's file, clear, and record the 评估结论 of an
 * excursion — the last under 登记质检's code: those told of it (transit-notice.ts) are those who decide.
 */
export function registerTransitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ftDb(ctx.db);
  for (const { kind, resource, permission, noun } of TRIP_RECORDS) {
    const base = `${ctx.config.apiBase}${resource.basePath}/transit`;
    const tags = [resource.title];
    const tripFor = async (req: Parameters<typeof currentUser>[0], id: string) => {
      await resourceRecord(app, req, resource, id); // within the user's data rules, or 未找到对应数据
      return (await tripOf(db, kind, id))!;
    };

    app.get(base, {
      config: { access: { permission: permissionCode(resource, 'queryById') } },
      schema: { tags, summary: '在途温度：温度记录仪读数及按贮存条件判定的超温与记录中断', querystring: IdQuery },
    }, async (req) => {
      const trip = await tripFor(req, (req.query as z.infer<typeof IdQuery>).id);
      // the lots made of a delivery and the customers they went to are the forward trace's: its readers see them
      return ok(await transitTemperature(ctx, trip, { reach: await userHolds(ctx.db, currentUser(req).userId, FT_PERMS.traceQuery) }));
    });

    app.post(`${base}/import`, {
      config: { access: { permission } },
      schema: { tags, summary: `导入在途温度：multipart 字段 id（${noun}）与温度记录仪导出的 file（.csv / .xlsx / .xls）` },
    }, async (req) => withIncomingForm(req, {
      tmpDir: app.fileTmpDir, fileFields: ['file', 'files[]', 'files'], maxFiles: 1, maxBytes: TRANSIT_FILE_MAX_BYTES,
      tooLarge: (name) => `${name}：文件不能超过 ${TRANSIT_FILE_MAX_BYTES / 1024 / 1024}MB`,
    }, async (form) => {
      const id = IdQuery.safeParse({ id: form.fields.id });
      if (!id.success) throw new BadRequestError(`请指定${noun}`);
      const [file] = form.files;
      if (!file) throw new BadRequestError('请选择温度记录文件');
      const trip = await tripFor(req, id.data.id);
      const readings = await readTransitFile(file.fileName, file.tmpPath, ctx.config.timeZone, app.fileTmpDir);
      const { answer, wentWarm } = await importTransitReadings(ctx, currentUser(req), trip, readings);
      // the readings are in whatever becomes of the message: a failed message is logged, not the import's failure
      if (wentWarm) await tellQualityOfExcursion(ctx, trip).catch((err: unknown) => req.log.warn({ err }, 'transit excursion notice failed'));
      return ok(answer, TRANSIT_TEXT.imported(kind, answer));
    }));

    app.post(`${base}/clear`, {
      config: { access: { permission } },
      schema: { tags, summary: '清除在途温度读数（逻辑删除）', body: IdQuery },
    }, async (req) => {
      const { id } = req.body as z.infer<typeof IdQuery>;
      const n = await clearTransitReadings(ctx, currentUser(req), await tripFor(req, id));
      return ok({ count: n }, TRANSIT_TEXT.cleared(n));
    });

    app.post(`${base}/review`, {
      config: { access: { permission: FT_PERMS.checkoutRecord } },
      schema: { tags, summary: '登记在途超温的评估结论（质量部门）：结论与说明，对导入的最新读数有效', body: ReviewBody },
    }, async (req) => {
      const body = req.body as z.infer<typeof ReviewBody>;
      return ok(null, await reviewTransit(ctx, currentUser(req), await tripFor(req, body.id), body));
    });
  }
}
