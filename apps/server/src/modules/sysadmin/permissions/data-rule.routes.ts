import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, SYS_PERMS, dataRuleAddSchema, dataRuleEditSchema, roleDataRuleSaveSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { idQuery, perm } from '../shared/route-helpers.ts';
import { addRule, deleteRule, editRule, listRules, ruleColumns } from './data-rule.service.ts';
import { roleDataRules, saveRoleDataRules } from './role-data-rule.service.ts';

const PermissionQuery = z.object({ permissionId: z.string().min(1, 'permissionId不能为空').max(32) });
const RuleQuery = PermissionQuery.extend({ ruleName: z.string().max(50).optional(), ruleValue: z.string().max(300).optional() });
const RoleRuleParams = z.object({ permissionId: z.string().min(1).max(32), roleId: z.string().min(1).max(32) });

/** Data rules per menu and the role's selection of them (spec §7.2; DESIGN.md §5 rule 2). */
export function registerDataRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/permission`;
  const tags = ['数据权限规则'];
  const tz = ctx.config.timeZone;
  const rule = perm(SYS_PERMS.permission.rule);

  app.get(`${base}/getPermRuleListByPermId`, { config: rule, schema: { tags, summary: '菜单的数据规则', querystring: PermissionQuery } },
    async (req) => ok(await listRules(ctx.db, (req.query as z.infer<typeof PermissionQuery>).permissionId, tz)));

  app.get(`${base}/queryPermissionRule`, { config: rule, schema: { tags, summary: '查询数据规则', querystring: RuleQuery } }, async (req) => {
    const { permissionId, ...filter } = req.query as z.infer<typeof RuleQuery>;
    return ok(await listRules(ctx.db, permissionId, tz, filter));
  });

  app.get(`${base}/queryRuleColumns`, { config: rule, schema: { tags, summary: '数据规则可用的字段', querystring: PermissionQuery } },
    async (req) => ok(await ruleColumns(ctx.db, (req.query as z.infer<typeof PermissionQuery>).permissionId, tz)));

  app.post(`${base}/addPermissionRule`, { config: rule, schema: { tags, summary: '添加数据规则', body: dataRuleAddSchema } }, async (req) => {
    const id = await addRule(ctx.db, req.body as z.infer<typeof dataRuleAddSchema>, currentUser(req).username, tz);
    return ok({ id }, MSG.addOk);
  });

  app.put(`${base}/editPermissionRule`, { config: rule, schema: { tags, summary: '编辑数据规则', body: dataRuleEditSchema } }, async (req) => {
    await editRule(ctx.db, req.body as z.infer<typeof dataRuleEditSchema>, currentUser(req).username, tz);
    return ok(null, MSG.editOk);
  });

  app.delete(`${base}/deletePermissionRule`, { config: rule, schema: { tags, summary: '删除数据规则', querystring: idQuery } }, async (req) => {
    await deleteRule(ctx.db, (req.query as z.infer<typeof idQuery>).id);
    return ok(null, MSG.deleteOk);
  });

  const authorize = perm(SYS_PERMS.role.authorize);
  app.get(`${ctx.config.apiBase}/sys/role/datarule/:permissionId/:roleId`, {
    config: authorize, schema: { tags, summary: '角色在菜单上的数据规则', params: RoleRuleParams },
  }, async (req) => {
    const { permissionId, roleId } = req.params as z.infer<typeof RoleRuleParams>;
    return ok(await roleDataRules(ctx.db, permissionId, roleId, tz));
  });

  app.post(`${ctx.config.apiBase}/sys/role/datarule`, { config: authorize, schema: { tags, summary: '保存角色的数据规则', body: roleDataRuleSaveSchema } }, async (req) => {
    const body = req.body as z.infer<typeof roleDataRuleSaveSchema>;
    await saveRoleDataRules(ctx.db, body.permissionId, body.roleId, body.dataRuleIds);
    return ok(null, '保存成功！');
  });
}
