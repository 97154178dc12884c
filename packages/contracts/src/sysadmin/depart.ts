import { z } from 'zod';
import { PHONE_RULE } from './user.ts';

/** Department fields an administrator edits (reference/JEECG.md §2 sys_depart); the org code is generated. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const text = (label: string, max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `${label}最多 ${max} 个字符`).nullable());

/** 1 company, 2 department, 3 post (dictionary org_category). */
export const ORG_CATEGORY = { company: '1', department: '2', post: '3' } as const;

const fields = {
  departName: z.string().trim().min(1, '请输入机构名称').max(100, '机构名称最多 100 个字符'),
  departNameEn: text('英文名', 500),
  departNameAbbr: text('缩写', 500),
  departOrder: z.preprocess(emptyToNull, z.coerce.number().int().min(0).max(99999).nullable()).transform((v) => v ?? 0),
  description: text('描述', 2000),
  orgCategory: z.preprocess(emptyToNull, z.enum(['1', '2', '3'], { error: '机构类型不正确' }).nullable()),
  mobile: z.preprocess(emptyToNull, z.string().trim().max(32, '手机号最多 32 个字符').regex(PHONE_RULE.regex, PHONE_RULE.message).nullable()),
  fax: text('传真', 32),
  address: text('地址', 100),
  memo: text('备注', 500),
  status: z.preprocess(emptyToNull, z.enum(['0', '1']).nullable()).transform((v) => v ?? '1'),
};

export const departAddSchema = z.object({ ...fields, parentId: z.preprocess(emptyToNull, z.string().max(32).nullable()) });
/** The parent and the org code never change by edit: codes are hierarchical (A01A02 lives under A01). */
export const departEditSchema = z.object(fields).partial().extend({ id: z.string().min(1, 'id不能为空').max(32) });
export type DepartInput = z.infer<typeof departAddSchema>;

export interface DepartRecord {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  createBy: string | null;
  createTime: string | null;
}

/** A department tree node (spec §3 Department tree node: id, key, title, children) with the record. */
export interface DepartTreeNode extends DepartRecord {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

/** queryIdTree: just enough for a tree select. */
export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartIdNode[];
}

const roleFields = {
  roleName: z.string().trim().min(1, '请输入部门角色名称').max(200, '部门角色名称最多 200 个字符'),
  roleCode: z.string().trim().min(1, '请输入部门角色编码').max(100).regex(/^[A-Za-z0-9_]+$/, '部门角色编码只能包含字母、数字和下划线'),
  description: text('描述', 255),
};
export const departRoleAddSchema = z.object({ ...roleFields, departId: z.string().min(1, '请选择部门').max(32) });
export const departRoleEditSchema = z.object(roleFields).partial().extend({ id: z.string().min(1, 'id不能为空').max(32) });

export interface DepartRoleRecord {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string | null;
}

/** `POST /sys/sysDepartRole/deptRoleUserAdd`: the user's department roles within one department. */
export const departRoleUserSchema = z.object({
  userId: z.string().min(1).max(32),
  departId: z.string().min(1).max(32),
  newRoleId: z.string().max(8000).regex(/^[A-Za-z0-9,]*$/, 'newRoleId 格式不正确').default(''),
  oldRoleId: z.string().max(8000).optional(),
});
