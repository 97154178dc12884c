import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { parseCondition } from '../condition.ts';
import { toCategoryRecord, CATEGORY_COLUMNS } from './category-records.ts';
import { CATEGORY_CONDITION_COLUMNS, categoryIdByCode, categoryLevel, categoryNames, categoryRoot } from './category-tree.ts';
import { categoryDb } from './schema.ts';

const bool = z.preprocess((v) => (v === 'false' || v === '0' ? false : v === undefined || v === '' ? true : Boolean(v)), z.boolean());
const RootQuery = z.object({ async: bool, pcode: z.string().max(100).optional() });
const ChildrenQuery = z.object({ pid: z.string().min(1, 'pid不能为空').max(32) });
/** loadOne may look a category up by these fields only (JeecgBoot took any column name: reference/JEECG.md §5.1). */
const ONE_FIELDS = ['id', 'code', 'name'] as const;
const OneQuery = z.object({
  field: z.enum(ONE_FIELDS, { message: `field 只能是 ${ONE_FIELDS.join('、')} 之一` }),
  val: z.string().min(1, 'val不能为空').max(100),
});
const DataQuery = z.object({ pid: z.string().max(32).optional(), pcode: z.string().max(100).optional(), condition: z.string().max(4000).optional() });
const IdsParam = z.object({ ids: z.string().max(8000) });
const IdsQuery = z.object({ ids: z.string().max(8000).optional() });
const MAX_IDS = 200;

function splitIds(text: string | undefined): string[] {
  const ids = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (ids.length > MAX_IDS) throw new BadRequestError(`一次最多翻译 ${MAX_IDS} 个分类`);
  return ids;
}

/**
 * The category select's reads (spec §7.2 Category: loadTreeRoot, loadTreeChildren, loadOne, loadTreeData,
 * loadDictItem). Category selects sit in business forms of every user, so a session is enough; they show
 * names and codes only.
 */
export function registerCategoryTreeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/category`;
  const tags = ['分类字典'];
  const signedIn = { access: { signedIn: true as const } };
  const db = categoryDb(ctx.db);

  app.get(`${base}/loadTreeRoot`, { config: signedIn, schema: { tags, summary: '分类树根节点', querystring: RootQuery } }, async (req) => {
    const q = req.query as z.infer<typeof RootQuery>;
    return ok(await categoryRoot(db, q.pcode, q.async));
  });

  app.get(`${base}/loadTreeChildren`, { config: signedIn, schema: { tags, summary: '分类树子节点', querystring: ChildrenQuery } },
    async (req) => ok(await categoryLevel(db, (req.query as z.infer<typeof ChildrenQuery>).pid)));

  app.get(`${base}/loadOne`, { config: signedIn, schema: { tags, summary: '按字段查一个分类', querystring: OneQuery } }, async (req) => {
    const { field, val } = req.query as z.infer<typeof OneQuery>;
    const rows = await db.selectFrom('sysCategory').select([...CATEGORY_COLUMNS]).where('delFlag', '=', 0).where(field, '=', val).limit(2).execute();
    if (!rows.length) throw new BusinessError('查询无果');
    if (rows.length > 1) throw new BusinessError(`查询数据异常,[${field}]存在多个值:${val}`);
    return ok(toCategoryRecord(rows[0], ctx.config.timeZone));
  });

  // JeecgBoot's rule: a pid wins over pcode; without either the request is malformed.
  app.get(`${base}/loadTreeData`, { config: signedIn, schema: { tags, summary: '分类树逐级加载', querystring: DataQuery } }, async (req) => {
    const q = req.query as z.infer<typeof DataQuery>;
    const condition = parseCondition(q.condition, CATEGORY_CONDITION_COLUMNS);
    let pid = q.pid?.trim();
    if (!pid) {
      if (q.pcode === undefined || q.pcode.trim() === '') throw new BadRequestError('加载分类字典树参数有误.[null]!');
      pid = await categoryIdByCode(db, q.pcode);
      if (pid === undefined) throw new BusinessError('加载分类字典树参数有误.[code]!');
    }
    return ok(await categoryLevel(db, pid ?? CATEGORY.rootPid, condition));
  });

  const names = async (text: string | undefined) => ok(await categoryNames(db, splitIds(text)));
  app.get(`${base}/loadDictItem/:ids`, { config: signedIn, schema: { tags, summary: '分类 id 翻译为名称', params: IdsParam } },
    async (req) => names((req.params as z.infer<typeof IdsParam>).ids));
  app.get(`${base}/loadDictItem`, { config: signedIn, schema: { tags, summary: '分类 id 翻译为名称（ids 参数）', querystring: IdsQuery } },
    async (req) => names((req.query as z.infer<typeof IdsQuery>).ids));
}
