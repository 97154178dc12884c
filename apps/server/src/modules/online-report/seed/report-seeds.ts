import type { Kysely } from 'kysely';
import type { DbKind } from '../../../config.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { reportDb } from '../schema.ts';

type ItemSeed = [field: string, label: string, opts?: { type?: string; dict?: string; query?: 'single' | 'group'; hidden?: boolean }];
interface ReportSeed { code: string; name: string; content: string; sql: string; items: ItemSeed[] }

/**
 * `<placeholder> + '%'` in the installation's SQL. Administrators write report SQL for their own database;
 * here the difference matters because PostgreSQL binds parameters untyped and cannot type one passed to the
 * variadic concat(), while MySQL reads || as OR.
 */
const prefixPattern = (kind: DbKind, param: string) => (kind === 'mysql' ? `concat(\${${param}}, '%')` : `\${${param}} || '%'`);

/**
 * The reports a fresh install offers to popups. The popup's row key is the concatenation of a row's values,
 * so each report's leading columns identify a row.
 */
export const reportSeeds = (kind: DbKind): ReportSeed[] => [
  {
    code: 'user_by_depart',
    name: '部门人员',
    content: '各部门的人员（一人属多个部门时每个部门一行）',
    sql: `select d.org_code, d.depart_name, u.username, u.realname, u.sex, u.id as user_id
from sys_user u
join sys_user_depart ud on ud.user_id = u.id
join sys_depart d on d.id = ud.dep_id
where u.del_flag = 0 and d.del_flag = 0`,
    items: [
      ['org_code', '部门编码', { hidden: true }],
      ['depart_name', '部门', { query: 'single' }],
      ['username', '账号', { query: 'single' }],
      ['realname', '姓名', { query: 'single' }],
      ['sex', '性别', { type: 'int', dict: 'sex', query: 'single' }],
      ['user_id', '用户ID', { hidden: true }],
    ],
  },
  {
    code: 'food_category',
    name: '食品分类',
    content: '分类字典中的分类；参数 pcode 限定在某个分类之下（如 B01A01 乳制品）',
    sql: `select c.code, c.name, p.name as parent_name, c.has_child, c.id
from sys_category c
left join sys_category p on p.id = c.pid
where c.del_flag = 0 and (\${pcode} = '' or c.code like ${prefixPattern(kind, 'pcode')})`,
    items: [
      ['code', '分类编码', { query: 'single' }],
      ['name', '分类名称', { query: 'single' }],
      ['parent_name', '上级分类'],
      ['has_child', '有下级', { dict: 'yn' }],
      ['id', '分类ID', { hidden: true }],
    ],
  },
];

/** Inserts the seeded reports that are missing (by code); administrators' later edits are kept. */
export async function seedReports(db: Kysely<DB>, kind: DbKind): Promise<void> {
  const rdb = reportDb(db);
  const now = Date.now();
  for (const r of reportSeeds(kind)) {
    if (await rdb.selectFrom('onlCgreportHead').select('id').where('code', '=', r.code).executeTakeFirst()) continue;
    const headId = newId();
    await rdb.insertInto('onlCgreportHead').values({
      id: headId, code: r.code, name: r.name, cgrSql: r.sql, dbSource: null, content: r.content, delFlag: 0,
      createBy: 'system', createTime: now, updateBy: null, updateTime: null,
    }).execute();
    await rdb.insertInto('onlCgreportItem').values(r.items.map(([field, label, o = {}], i) => ({
      id: newId(), headId, field, label, type: o.type ?? 'string', dictCode: o.dict ?? null, isQuery: o.query ? 1 : 0,
      queryMode: o.query ?? 'single', isShow: o.hidden ? 0 : 1, orderNum: i + 1,
      createBy: 'system', createTime: now, updateBy: null, updateTime: null,
    }))).execute();
  }
}
