import { z } from 'zod';
import { DICT_VALUE_FORMATS } from '../dict-codes.ts';
import { addSchema, defineResource, editSchema } from '../resource.ts';
import { isRealWireTime } from '../wire-time.ts';

/**
 * 数据字典 administration (spec §2.3 System pages: dictionaries, §7.2 Dictionary; reference/JEECG.md §1.6,
 * §2 sys_dict / sys_dict_item). Dictionaries are deleted softly into a recycle bin (JeecgBoot's deleteList /
 * back / deletePhysic), because their codes are referenced from forms and must not silently change meaning.
 */
export const DICT_PERMS = {
  list: 'system:dict:list',
  queryById: 'system:dict:queryById',
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  delete: 'system:dict:delete',
  deleteBatch: 'system:dict:deleteBatch',
  /** The recycle bin: list, restore and purge deleted dictionaries. */
  recycle: 'system:dict:recycle',
  itemAdd: 'system:dictItem:add',
  itemEdit: 'system:dictItem:edit',
  itemDelete: 'system:dictItem:delete',
} as const;

export const DICT_PERM_LABELS: Record<string, string> = {
  [DICT_PERMS.list]: '字典查询', [DICT_PERMS.queryById]: '字典查看', [DICT_PERMS.add]: '字典添加',
  [DICT_PERMS.edit]: '字典编辑', [DICT_PERMS.delete]: '字典删除', [DICT_PERMS.deleteBatch]: '字典批量删除',
  [DICT_PERMS.recycle]: '字典回收站', [DICT_PERMS.itemAdd]: '字典项添加', [DICT_PERMS.itemEdit]: '字典项编辑',
  [DICT_PERMS.itemDelete]: '字典项删除',
};

export const DICT_ADMIN_TEXT = {
  /** spec §7.2, verbatim. */
  refreshOk: '刷新缓存完成！',
  refreshFailed: '刷新缓存失败！',
  codeTaken: '字典编码已存在',
  valueNotDate: '本字典的数据值是日期，格式为 YYYY-MM-DD（如 2026-10-01）',
  valueNotDateOrWeekday: '本字典的数据值是日期（YYYY-MM-DD，如 2026-10-01），或每周固定的星期（1 为周一，7 为周日）',
  noSuchDate: (value: string) => `${value} 不是有效的日期`,
  codeInRecycle: '该字典编码在回收站中，请先在回收站中取回或彻底删除',
  itemValueTaken: (value: string) => `该字典中已存在数据值为“${value}”的字典项`,
  dictMissing: '字典不存在或已被删除',
  restored: '操作成功！',
  purged: '删除成功!',
} as const;

/** Dictionary item status (JeecgBoot dict_item_status): 1 启用, 0 不启用. */
export const DICT_ITEM_STATUS = { enabled: 1, disabled: 0 } as const;

/** The dictionary list and form; served by the system module's dict-admin routes (not generic: recycle bin). */
export const dictResource = defineResource({
  key: 'dict',
  title: '字典',
  table: 'sys_dict',
  basePath: '/sys/dict',
  permPrefix: 'system:dict',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch'],
  fields: {
    dictName: { label: '字典名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    dictCode: {
      label: '字典编码', type: 'string', required: true, unique: true, maxLength: 100, search: 'like', sortable: true,
      // Codes travel in URL paths (getDictItems/{code}) and name table dictionaries' keys: plain identifiers.
      pattern: { regex: '^[A-Za-z][A-Za-z0-9_]*$', message: '字典编码以字母开头，只能包含字母、数字和下划线' },
    },
    description: { label: '描述', type: 'string', maxLength: 255 },
  },
});

export const dictAddSchema = addSchema(dictResource);
export const dictEditSchema = editSchema(dictResource);

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const dictItemAddSchema = z.object({
  dictId: z.string().min(1, '请选择字典').max(32),
  itemText: z.string().trim().min(1, '请输入名称').max(100, '名称最多 100 个字符'),
  itemValue: z.string().trim().min(1, '请输入数据值').max(100, '数据值最多 100 个字符')
    // A value is stored comma-joined in multi-select fields; a comma inside one would split it.
    .regex(/^[^,]+$/, '数据值不能包含逗号'),
  description: z.preprocess(emptyToNull, z.string().trim().max(255, '描述最多 255 个字符').nullable()),
  sortOrder: z.preprocess((v) => (v === '' || v === null || v === undefined ? 1 : v),
    z.coerce.number({ message: '排序值必须是数字' }).int('排序值必须是整数').min(0).max(99_999)),
  status: z.preprocess((v) => (v === '' || v === null || v === undefined ? DICT_ITEM_STATUS.enabled : v),
    z.coerce.number().int().refine((s) => s === 0 || s === 1, '状态只能是启用或不启用')),
});

/** The dictionary of an item never changes. */
export const dictItemEditSchema = dictItemAddSchema.omit({ dictId: true }).partial()
  .extend({ id: z.string().min(1, 'id不能为空').max(32) });

/** Why a value does not have the form its dictionary requires (DICT_VALUE_FORMATS), or null when it does. */
export function dictItemValueIssue(dictCode: string, value: string): string | null {
  const format = DICT_VALUE_FORMATS[dictCode];
  if (!format) return null;
  const v = value.trim();
  if (format === 'dateOrWeekday' && /^[1-7]$/.test(v)) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return format === 'date' ? DICT_ADMIN_TEXT.valueNotDate : DICT_ADMIN_TEXT.valueNotDateOrWeekday;
  return isRealWireTime(v) ? null : DICT_ADMIN_TEXT.noSuchDate(v);
}

export type DictItemInput = z.infer<typeof dictItemAddSchema>;

export interface DictRecord {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface DictItemRecord {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
  status_dictText?: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}
