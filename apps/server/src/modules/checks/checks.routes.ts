import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHECK_RULE_PERMS, CHECK_TEXT, MSG, checkRuleAddSchema, checkRuleEditSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import { CheckRuleService } from './check-rule.service.ts';
import { duplicateRegistry } from './duplicate-fields.ts';
import { checkDuplicate } from './duplicate.service.ts';

const P = CHECK_RULE_PERMS;
const perm = (code: string) => ({ access: { permission: code } });
const signedIn = { access: { signedIn: true as const } };
const IdQuery = z.object({ id: z.string().min(1, 'id不能为空').max(32) });
const IdsQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(40_000) });
const DuplicateQuery = z.object({
  tableName: z.string().min(1, 'tableName不能为空').max(64),
  fieldName: z.string().min(1, 'fieldName不能为空').max(64),
  fieldVal: z.string().max(1000).optional(),
  dataId: z.string().max(64).optional(),
});
const CheckQuery = z.object({
  ruleCode: z.string().min(1, 'ruleCode不能为空').max(100),
  value: z.string().max(1000).default(''),
});

/**
 * Duplicate check and check rules (spec §4 Other, §7.2): the two checks every form may run while a value is
 * typed (signed-in), and the administration of the rules (permission codes of the 校验规则 menu).
 */
export function registerChecksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = ctx.config.apiBase;
  const rules = new CheckRuleService(ctx);
  const registry = duplicateRegistry();

  app.get(`${api}/sys/duplicate/check`, { config: signedIn, schema: { tags: ['重复校验'], summary: '值是否已被占用（登记的表与字段）', querystring: DuplicateQuery } }, async (req) => {
    await checkDuplicate(ctx.db, registry, currentUser(req), req.query as z.infer<typeof DuplicateQuery>);
    return ok(null, CHECK_TEXT.available);
  });

  const base = `${api}/sys/checkRule`;
  const tags = ['校验规则'];
  app.get(`${base}/checkByCode`, { config: signedIn, schema: { tags, summary: '按规则编码校验一个值', querystring: CheckQuery } }, async (req) => {
    const q = req.query as z.infer<typeof CheckQuery>;
    await rules.check(q.ruleCode, q.value);
    return ok(null, CHECK_TEXT.rulePassed);
  });

  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '校验规则列表', querystring: z.looseObject({}) } },
    async (req) => ok(await rules.list(req.query as Record<string, unknown>)));
  app.get(`${base}/queryById`, { config: perm(P.queryById), schema: { tags, summary: '校验规则详情', querystring: IdQuery } },
    async (req) => ok(await rules.get((req.query as z.infer<typeof IdQuery>).id)));
  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加校验规则', body: checkRuleAddSchema } },
    async (req) => ok(await rules.add(req.body as z.infer<typeof checkRuleAddSchema>, currentUser(req).username), MSG.addOk));
  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑校验规则', body: checkRuleEditSchema } },
    async (req) => ok(await rules.edit(req.body as z.infer<typeof checkRuleEditSchema>, currentUser(req).username), MSG.editOk));
  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除校验规则', querystring: IdQuery } }, async (req) => {
    await rules.remove([(req.query as z.infer<typeof IdQuery>).id], currentUser(req).username);
    return ok(null, MSG.deleteOk);
  });
  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除校验规则', querystring: IdsQuery } }, async (req) => {
    await rules.remove((req.query as z.infer<typeof IdsQuery>).ids.split(','), currentUser(req).username);
    return ok(null, MSG.deleteBatchOk);
  });
}
