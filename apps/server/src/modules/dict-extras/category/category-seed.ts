import type { Kysely } from 'kysely';
import { CATEGORY } from '@foodtrace/contracts';
import type { DB } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { categoryDb } from './schema.ts';

/** A category and its children; codes follow the fill rule (category-code.ts). */
type Seed = [code: string, name: string, children?: Seed[]];

/**
 * The categories a fresh install offers: 食品分类 after the food categories of GB 2760 (乳制品 → 液态奶 →
 * 酸奶 …) and the packaging forms a traceability record names. Administrators edit them freely afterwards.
 */
export const CATEGORY_SEEDS: Seed[] = [
  ['A01', '包装形式', [['A01A01', '瓶装'], ['A01A02', '袋装'], ['A01A03', '盒装'], ['A01A04', '罐装'], ['A01A05', '散装']]],
  ['B01', '食品分类', [
    ['B01A01', '乳制品', [
      ['B01A01A01', '液态奶', [['B01A01A01A01', '巴氏杀菌乳'], ['B01A01A01A02', '灭菌乳'], ['B01A01A01A03', '调制乳'], ['B01A01A01A04', '酸奶']]],
      ['B01A01A02', '乳粉', [['B01A01A02A01', '全脂乳粉'], ['B01A01A02A02', '婴幼儿配方乳粉']]],
      ['B01A01A03', '干酪'],
      ['B01A01A04', '奶油'],
    ]],
    ['B01A02', '肉及肉制品', [['B01A02A01', '生鲜肉', [['B01A02A01A01', '猪肉'], ['B01A02A01A02', '牛肉'], ['B01A02A01A03', '禽肉']]], ['B01A02A02', '熟肉制品']]],
    ['B01A03', '水产品', [['B01A03A01', '鱼类'], ['B01A03A02', '虾蟹类']]],
    ['B01A04', '粮食及粮食制品', [['B01A04A01', '大米'], ['B01A04A02', '小麦粉'], ['B01A04A03', '挂面']]],
    ['B01A05', '果蔬及其制品', [['B01A05A01', '新鲜水果'], ['B01A05A02', '新鲜蔬菜'], ['B01A05A03', '果蔬汁']]],
    ['B01A06', '饮料', [['B01A06A01', '包装饮用水'], ['B01A06A02', '茶饮料']]],
    ['B01A07', '调味品', [['B01A07A01', '酱油'], ['B01A07A02', '食醋'], ['B01A07A03', '食盐']]],
    ['B01A08', '蛋及蛋制品'],
  ]],
];

/** Inserts the seeded categories that are missing (by code); idempotent, keeps administrators' edits. */
export async function seedCategories(db: Kysely<DB>): Promise<void> {
  const cdb = categoryDb(db);
  const known = new Map((await cdb.selectFrom('sysCategory').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const now = Date.now();
  const walk = async (seeds: Seed[], pid: string): Promise<void> => {
    for (const [code, name, children = []] of seeds) {
      let id = known.get(code);
      if (!id) {
        id = newId();
        await cdb.insertInto('sysCategory').values({
          id, pid, name, code, hasChild: children.length ? '1' : '0', createBy: 'system', createTime: now,
          updateBy: null, updateTime: null, delFlag: 0,
        }).execute();
      }
      await walk(children, id);
    }
  };
  await walk(CATEGORY_SEEDS, CATEGORY.rootPid);
}
