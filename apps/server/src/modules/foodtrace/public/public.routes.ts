import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLISH_STATUS, SUGGEST_RULE, SUGGEST_SOURCE, SUGGEST_STATUS, SUGGEST_TEXT, isAnswerableContact, normalizeTraceCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { insertRecord } from '../shared/records.ts';
import { dateText } from '../shared/wire.ts';
import { publicAnswerer } from './public-answer.ts';

/**
 * The code is checked in the handler, not by the schema: a schema refusal names the field ('code: …'), and a
 * consumer must read only the sentence. Any length is answered (and logged): a wrong length says so.
 */
const CodeQuery = z.object({ code: z.string().optional() });
const AdQuery = z.object({ id: z.string().min(1).max(32) });
const SuggestBody = z.object({
  code: z.string().trim().min(1, SUGGEST_TEXT.codeMissing).max(64),
  content: z.string().trim().min(SUGGEST_RULE.contentMin, SUGGEST_TEXT.contentTooShort).max(SUGGEST_RULE.contentMax, SUGGEST_TEXT.contentTooLong),
  // The same rule as the page: a contact nobody can answer is no contact (and no place for a free-text note).
  contact: z.string().trim().max(SUGGEST_RULE.contactMax, SUGGEST_TEXT.contactTooLong)
    .refine((v) => v === '' || isAnswerableContact(v), SUGGEST_TEXT.contactInvalid).nullish(),
});

const JSON_TYPE = 'application/json; charset=utf-8';

/** Who a record made from the public page is "created by": an anonymous consumer, of no department. */
const PUBLIC_AUTHOR = { username: 'public', orgCode: null };

/**
 * The consumer-facing calls (DOMAIN.md §3): public, read-only projections plus the suggestion form, each
 * rate-limited per address. The scan counter and log are written by every trace lookup.
 */
export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/public`;
  const tags = ['公众查询'];
  const db = ftDb(ctx.db);
  const answer = publicAnswerer(ctx);
  const access = { public: true as const };
  const rateLimit = { max: ctx.config.publicRateLimit, timeWindow: 60_000 };

  app.get(`${base}/foodcode`, {
    config: { access, rateLimit }, schema: { tags, summary: '扫码查询追溯信息（计数并记录本次查询）', querystring: CodeQuery, security: [] },
  }, async (req, reply) => {
    const code = (req.query as z.infer<typeof CodeQuery>).code?.trim();
    if (!code) throw new BadRequestError('请输入追溯码');
    return reply.type(JSON_TYPE).send(await answer(code, { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null, at: Date.now() }));
  });

  app.post(`${base}/suggest`, {
    config: { access, rateLimit: { max: Math.min(10, ctx.config.publicRateLimit), timeWindow: 60_000 } },
    schema: { tags, summary: '提交消费者建议或投诉', body: SuggestBody, security: [] },
  }, async (req) => {
    const body = req.body as z.infer<typeof SuggestBody>;
    const code = normalizeTraceCode(body.code);
    const traced = code ? await db.selectFrom('ftTraceCode').select('productId').where('code', '=', code).where('delFlag', '=', 0).executeTakeFirst() : undefined;
    await db.transaction().execute((trx) => insertRecord(trx, 'ftConsumerSuggest', {
      content: body.content, code: traced ? code : body.code.slice(0, 32), productId: traced?.productId ?? null,
      contact: body.contact || null, source: SUGGEST_SOURCE.publicPage, status: SUGGEST_STATUS.new, reply: null, replyBy: null,
      replyTime: null, ip: req.ip?.slice(0, 64) ?? null,
    }, PUBLIC_AUTHOR));
    return ok(null, '感谢您的反馈，我们会尽快处理');
  });

  app.get(`${base}/ad`, {
    config: { access, rateLimit }, schema: { tags, summary: '广告详情（AdDetail）', querystring: AdQuery, security: [] },
  }, async (req) => {
    const today = dateText(Date.now(), ctx.config.timeZone)!;
    const ad = await db.selectFrom('ftAd').select(['id', 'title', 'image', 'linkUrl', 'content', 'startDate', 'endDate'])
      .where('id', '=', (req.query as z.infer<typeof AdQuery>).id).where('delFlag', '=', 0).where('status', '=', PUBLISH_STATUS.published)
      .executeTakeFirst();
    if (!ad || (ad.startDate && ad.startDate > today) || (ad.endDate && ad.endDate < today)) throw new BusinessError('广告不存在或已下线');
    return ok({ id: ad.id, title: ad.title, image: ad.image, linkUrl: ad.linkUrl, content: ad.content });
  });
}
