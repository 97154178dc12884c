import { z } from 'zod';

/** 分类字典 (spec §7.2 Category; reference/JEECG.md §2 sys_category). Root categories have pid '0'. */
export const CATEGORY = {
  rootPid: '0',
  /** Codes grow by one segment of a letter and two digits per level: B01, B01A01, B01A01A01 … */
  segmentLength: 3,
} as const;

/** Permission codes of the category routes (seeded as button rows of the 分类字典 menu). */
export const CATEGORY_PERMS = {
  list: 'system:category:list',
  add: 'system:category:add',
  edit: 'system:category:edit',
  delete: 'system:category:delete',
  deleteBatch: 'system:category:deleteBatch',
} as const;

export const CATEGORY_PERM_LABELS: Record<string, string> = {
  [CATEGORY_PERMS.list]: '分类字典查询',
  [CATEGORY_PERMS.add]: '分类字典添加',
  [CATEGORY_PERMS.edit]: '分类字典编辑',
  [CATEGORY_PERMS.delete]: '分类字典删除',
  [CATEGORY_PERMS.deleteBatch]: '分类字典批量删除',
};

const name = z.string().trim().min(1, '请输入分类名称').max(100, '分类名称最多 100 个字符');

/** The code is never sent: the server generates it from the parent (fill rule), so it always names the path. */
export const categoryAddSchema = z.object({
  pid: z.preprocess((v) => (v === '' || v === null || v === undefined ? CATEGORY.rootPid : v), z.string().max(32)),
  name,
});

/** Only the name changes: moving a category would break the code prefix its descendants carry. */
export const categoryEditSchema = z.object({ id: z.string().min(1, 'id不能为空').max(32), name });

export type CategoryAddInput = z.infer<typeof categoryAddSchema>;
export type CategoryEditInput = z.infer<typeof categoryEditSchema>;

export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
  /** '1' has children, '0' none (JeecgBoot's has_child). */
  hasChild: '0' | '1';
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}
