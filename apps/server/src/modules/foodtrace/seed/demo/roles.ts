import { newId } from '../../../../platform/db/ids.ts';
import { replaceGrants } from '../../../sysadmin/permissions/grants.ts';
import { replaceRoles } from '../../../sysadmin/users/user-relations.ts';
import type { FtKysely } from '../../schema.ts';

const SEEDER = 'system';

/** What reading the food-traceability screens takes: lists, records, exports, the trace and the dashboards. */
const READS = /^foodtrace:[A-Za-z]+:(list|queryById|query|view|exportXls|exportCsv|exportEpcis|exportFsma|exportReport|report|drillPlan)$/;
/** Every action on these resources' records (foodtrace:<resource>:*). */
const writes = (...resources: string[]) => (code: string) => resources.some((r) => code.startsWith(`foodtrace:${r}:`));
/** Records entered at the line are corrected by editing; deleting one (soft, logged) is for the supervisors. */
const noDelete = (code: string) => !/:delete(Batch)?$/.test(code);

interface DemoRole {
  roleCode: string; roleName: string; description: string;
  /** The button permissions (perms codes) the role has; its menus follow from them. */
  grants: (code: string) => boolean;
  /** The demo staff (staff.ts) who hold it. */
  users: string[];
}

/**
 * The plant's jobs as roles, so that an administrator starts from 质量经理, 质检员, 生产主管, 仓储物流 and a read-only
 * role for the market regulator and the management, and gives a person a job rather than ticking a few hundred
 * boxes. Each reads every food-traceability screen and writes only what its job records; system administration
 * stays with 管理员. The demo's staff hold the role of their post (they still have no password).
 */
export const DEMO_ROLES: readonly DemoRole[] = [
  {
    roleCode: 'ft_qa_manager', roleName: '质量经理', users: ['wangli'],
    description: '食品安全与质量负责人：全部溯源数据，放行与召回、追溯码作废、异常扫码处理',
    grants: (code) => code.startsWith('foodtrace:'),
  },
  {
    roleCode: 'ft_inspector', roleName: '质检员', users: ['chenxiaoyan', 'zhouming'],
    description: '进货查验与出厂检验：登记与修改质检记录（合格即放行），管理留样并登记到期留样的销毁（不合格品处置），作为食品安全员登记日管控（食品安全自查），管理计量器具的检定校准，其余溯源数据只读',
    // the laboratory keeps the retained samples and destroys them when due (留样台账 → 登记销毁); its inspectors are
    // the plant's 食品安全员, who record the daily check (令第 60 号)
    // and the laboratory sends the instruments for 检定/校准 and files their certificates (计量器具)
    grants: (code) => READS.test(code) || (writes('checkout', 'lotDisposal', 'safetyCheck', 'instrument')(code) && noDelete(code)),
  },
  {
    roleCode: 'ft_production', roleName: '生产主管', users: ['xuzhiqiang', 'qianwei'],
    description: '产品、原料、生产工艺、生产线、加工记录（投料与产出批次）、CCP 纠偏、设备清洗消毒与生产人员的健康证明和培训考核，其余只读',
    // the workshop trains its own crew on the line's procedures (在岗培训)
    grants: (code) => READS.test(code) || writes('process', 'ccpCorrection', 'cleaning', 'productionLine', 'technology', 'product', 'productType', 'crude', 'staffHealth', 'staffTraining')(code),
  },
  {
    roleCode: 'ft_warehouse', roleName: '仓储物流', users: ['zhenghaibo', 'hejing'],
    description: '原料入库、成品入库、出库发货与扫码出库、不合格品处置（登记与修改）；生成、打印追溯码与装箱关联，其余只读',
    grants: (code) => READS.test(code) || (writes('crudePutin', 'finishPutin', 'outputwarehouse', 'lotDisposal')(code) && noDelete(code))
      || /^foodtrace:foodCode:(generate|pack)$/.test(code),
  },
  {
    roleCode: 'ft_readonly', roleName: '只读查看', users: ['shenguohua'],
    description: '市场监管部门或管理层的账号：追溯查询与批次追溯报告、看板、召回报告与 EPCIS / FSMA 导出，不能新增、修改或删除任何记录；看不到消费者留言（含联系方式）',
    grants: (code) => READS.test(code) && !writes('consumerSuggest')(code),
  },
];

/** Top-level menus every role has: the home page and the person's own pages. */
const EVERYONE = ['/dashboard/analysis', '/account'];
/** Screens with no buttons of their own that only do work: a role has one when it holds one of these codes. */
const WORK_SCREENS: Record<string, string[]> = { '/foodtrace/scanStation': ['foodtrace:outputwarehouse:scanCodes', 'foodtrace:foodCode:pack'] };

/**
 * Seeds the roles with their permissions and gives them to the demo's staff (in the demo's transaction). A
 * role holds its buttons, the menus above them, the food-traceability screens that have no buttons of their own
 * (追溯码详情, 按日期查码, the charts: what they show is read through the list permissions; 扫码作业 only with the
 * codes it works with), and EVERYONE's menus.
 */
export async function seedRoles(db: FtKysely, now: number): Promise<void> {
  const rows = await db.selectFrom('sysPermission').select(['id', 'parentId', 'menuType', 'perms', 'url']).where('delFlag', '=', 0).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string | null, typeof rows>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const rootOf = (id: string | null): string | null => {
    let row = id ? byId.get(id) : undefined;
    while (row?.parentId && byId.has(row.parentId)) row = byId.get(row.parentId);
    return row?.url ?? null;
  };
  const inTrace = (id: string) => ['/foodtrace', '/dashboard'].includes(rootOf(id) ?? '');
  const subtree = (id: string): string[] => [id, ...(children.get(id) ?? []).flatMap((c) => subtree(c.id))];
  const buttonless = rows.filter((r) => r.menuType === 1 && inTrace(r.id) && !(children.get(r.id) ?? []).some((c) => c.menuType === 2));
  const shared = [
    ...rows.filter((r) => r.parentId === null && EVERYONE.includes(r.url ?? '')).flatMap((r) => subtree(r.id)),
    ...buttonless.filter((r) => !WORK_SCREENS[r.url ?? '']).map((r) => r.id),
  ];

  for (const role of DEMO_ROLES) {
    if (await db.selectFrom('sysRole').select('id').where('roleCode', '=', role.roleCode).executeTakeFirst()) continue;
    const roleId = newId();
    await db.insertInto('sysRole').values({ id: roleId, roleCode: role.roleCode, roleName: role.roleName, description: role.description, createBy: SEEDER, createTime: now, updateBy: null, updateTime: null }).execute();
    const granted = new Set<string>();
    const withParents = (id: string | null) => {
      for (let row = id ? byId.get(id) : undefined; row && !granted.has(row.id); row = row.parentId ? byId.get(row.parentId) : undefined) granted.add(row.id);
    };
    for (const r of rows) if (r.menuType === 2 && r.perms && inTrace(r.id) && role.grants(r.perms)) withParents(r.id);
    for (const id of shared) withParents(id);
    for (const r of buttonless) if (WORK_SCREENS[r.url ?? '']?.some((code) => role.grants(code))) withParents(r.id);
    // saved as 角色授权 and 用户管理 save them
    await replaceGrants(db, 'sysRolePermission', roleId, [...granted]);
    for (const u of await db.selectFrom('sysUser').select('id').where('username', 'in', role.users).execute()) await replaceRoles(db, u.id, [roleId]);
  }
}
