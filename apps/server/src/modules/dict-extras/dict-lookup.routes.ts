import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGING, type DictItem } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { searchTableDict, translateTableDict, treeDictLevel, type DictScope } from '../../platform/dict/table-dict-query.ts';
import { tableDictOf, treeDictOf, type TreeDictDef } from '../../platform/dict/table-dict-registry.ts';
import { ok } from '../../platform/envelope.ts';
import { BadRequestError } from '../../platform/errors.ts';
import { parseCondition } from './condition.ts';

const Key = z.object({ key: z.string().min(1).max(200) });
const SearchQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGING.maxPageSize).default(PAGING.dictSearchPageSize),
});
const KeysQuery = z.object({ key: z.string().max(8000).optional() });
const TreeQuery = z.object({
  pid: z.string().max(64).optional(),
  tableName: z.string().min(1, 'tableName不能为空').max(100),
  text: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
  pidField: z.string().max(64).optional(),
  hasChildField: z.string().max(64).optional(),
  condition: z.string().max(4000).optional(),
});

const MAX_KEYS = 200;
const signedIn = { access: { signedIn: true as const } };
const scopeOf = (ctx: AppContext, req: FastifyRequest): DictScope => ({ kind: ctx.kind, tenantId: currentUser(req).tenantId });
const unknownCode = (code: string) => new BadRequestError(`未注册的字典编码: ${code}`);

function splitKeys(text: string | undefined): string[] {
  const keys = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (keys.length > MAX_KEYS) throw new BadRequestError(`一次最多翻译 ${MAX_KEYS} 个值`);
  return keys;
}

/** The client may name the columns (JTreeSelect sends them); they must be the registered ones. */
function checkTreeColumns(def: TreeDictDef, q: z.infer<typeof TreeQuery>): void {
  const expected: Array<[string | undefined, string | undefined, string]> = [
    [q.text, def.textColumn, 'text'], [q.code, def.valueColumn, 'code'], [q.pidField, def.pidColumn, 'pidField'],
    [q.hasChildField, def.hasChildColumn, 'hasChildField'],
  ];
  for (const [given, registered, name] of expected) {
    if (given && given !== registered) throw new BadRequestError(`${name}=${given} 与树形字典 ${def.key} 的登记不符`);
  }
}

function searchPlain(items: DictItem[], keyword: string | undefined, pageSize: number): DictItem[] {
  const k = (keyword ?? '').toLowerCase();
  return items.filter((i) => !k || i.text.toLowerCase().includes(k)).slice(0, pageSize);
}

/**
 * Dictionary search, translation and tree loading (spec §7.2 Dictionary; JeecgBoot's loadDict, loadDictItem,
 * loadTreeData). Picker feeds for every form, so any signed-in user may call them; the keys resolve only to
 * registered tables (DESIGN.md §5 rule 1).
 */
export function registerDictLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/dict`;
  const tags = ['数据字典'];

  app.get(`${base}/loadDict/:key`, { config: signedIn, schema: { tags, summary: '字典搜索（异步下拉）', params: Key, querystring: SearchQuery } }, async (req) => {
    const { key } = req.params as z.infer<typeof Key>;
    const { keyword, pageSize } = req.query as z.infer<typeof SearchQuery>;
    const plain = await ctx.dict.items(key);
    if (plain) return ok(searchPlain(plain, keyword, pageSize));
    const def = tableDictOf(key);
    if (!def) throw unknownCode(key);
    return ok(await searchTableDict(ctx.db, def, scopeOf(ctx, req), keyword ?? '', pageSize));
  });

  app.get(`${base}/loadDictItem/:key`, { config: signedIn, schema: { tags, summary: '字典值翻译', params: Key, querystring: KeysQuery } }, async (req) => {
    const { key } = req.params as z.infer<typeof Key>;
    const values = splitKeys((req.query as z.infer<typeof KeysQuery>).key);
    const plain = await ctx.dict.items(key);
    if (plain) return ok(values.map((v) => plain.find((i) => i.value === v)?.text ?? v));
    const def = tableDictOf(key);
    if (!def) throw unknownCode(key);
    return ok(await translateTableDict(ctx.db, def, scopeOf(ctx, req), values));
  });

  app.get(`${base}/loadTreeData`, { config: signedIn, schema: { tags, summary: '树形字典逐级加载', querystring: TreeQuery } }, async (req) => {
    const q = req.query as z.infer<typeof TreeQuery>;
    const def = treeDictOf(q.tableName);
    if (!def) throw new BadRequestError(`未注册的树形字典: ${q.tableName}`);
    checkTreeColumns(def, q);
    const condition = parseCondition(q.condition, def.conditionColumns);
    return ok(await treeDictLevel(ctx.db, def, scopeOf(ctx, req), q.pid, condition));
  });
}
