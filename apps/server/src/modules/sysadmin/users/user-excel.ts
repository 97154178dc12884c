import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DICT, userAddSchema, type FieldDef, type UserRecord } from '@foodtrace/contracts';
import { positionNamer } from '../../auth/user-info.ts';
import type { AppContext } from '../../../context.ts';
import { exportQuery, sendWorkbook } from '../../../crud/excel-export.ts';
import { importWorkbooks } from '../../../crud/excel-import.ts';
import { generatePassword, hashPassword, NO_PASSWORD } from '../../../platform/auth/password.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { dictValue, displayCell, type Cell } from '../../../platform/excel/cell-values.ts';
import type { ExcelColumn } from '../../../platform/excel/excel-columns.ts';
import type { Converted } from '../../../platform/excel/row-converter.ts';
import { iterateUsers } from './user-list.ts';
import { checkNewUser, insertUser, type NewUser } from './user.service.ts';

/**
 * 用户管理's workbook (issue 4, spec §7.2): export writes what the list shows, with roles, departments and
 * positions by name; import reads the same layout back and adds each row through the rules of `add` (unique
 * account, work number, phone and e-mail; existing roles, departments and positions). 初始密码 is import
 * only: a row without one creates an account that cannot sign in until an administrator sets its password —
 * never a default password (reference/JEECG.md §5.3 rule 6).
 */
const col = (key: string, label: string, width: number, importable = true): ExcelColumn => ({ key, label, width, importable });
export const USER_EXCEL_COLUMNS: ExcelColumn[] = [
  col('username', '用户账号', 18), col('realname', '用户姓名', 14), col('password', '初始密码', 16), col('sex', '性别', 8),
  col('birthday', '生日', 12), col('phone', '手机号码', 14), col('email', '邮箱', 26), col('telephone', '座机', 14),
  col('workNo', '工号', 12), col('post', '职务', 18), col('roles', '角色', 22), col('departs', '所属部门', 26),
  col('status', '状态', 8, false), col('createBy', '创建人', 14, false), col('createTime', '创建时间', 20, false),
];
const EXPORTED = USER_EXCEL_COLUMNS.filter((c) => c.key !== 'password');
/** A user file is small next to a data sheet, and every row with a password costs a password hash. */
const MAX_USER_ROWS = 5000;

type ExportRow = UserRecord & { roleNames: string; postNames: string };

/** GET /sys/user/exportXls: the users the list's filters (and `selections`) select. */
export async function exportUsers(req: FastifyRequest, reply: FastifyReply, ctx: AppContext, me: SessionUser): Promise<FastifyReply> {
  const postNames = await positionNamer(ctx.db, me.tenantId);
  async function* rows(): AsyncGenerator<ExportRow[]> {
    for await (const users of iterateUsers(ctx, exportQuery(req.query as Record<string, unknown>))) {
      const roles = users.length ? await ctx.db.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId')
        .select(['ur.userId', 'r.roleName']).where('ur.userId', 'in', users.map((u) => u.id)).where('r.delFlag', '=', 0)
        .orderBy('r.roleName').execute() : [];
      yield users.map((u) => ({
        ...u,
        roleNames: roles.filter((r) => r.userId === u.id).map((r) => r.roleName).join(','),
        postNames: postNames(u.post).join(','),
      }));
    }
  }
  const text = (u: ExportRow): Record<string, string | number | null> => ({
    ...(u as unknown as Record<string, string | number | null>),
    sex: u.sex_dictText ?? null, status: u.status_dictText ?? null, post: u.postNames || null, roles: u.roleNames || null,
    departs: u.orgCodeTxt ?? null,
  });
  return sendWorkbook(req, reply, { db: ctx.db, timeZone: ctx.config.timeZone }, me, {
    title: '用户信息', fileKey: 'users', columns: EXPORTED, rows: rows(),
    cells: (u) => { const t = text(u); return EXPORTED.map((c) => t[c.key] ?? null); },
  });
}

/** Names (or codes) of roles, departments and positions → ids, loaded once per import. */
class NameIndex {
  private readonly ids = new Map<string, Set<string>>();

  constructor(private readonly what: string, rows: Array<{ id: string; names: Array<string | null> }>) {
    for (const r of rows) {
      for (const n of r.names) {
        if (!n) continue;
        if (!this.ids.has(n)) this.ids.set(n, new Set());
        this.ids.get(n)!.add(r.id);
      }
    }
  }

  /** 'A, B、C' → 'idA,idB,idC', or why not. */
  resolve(cell: Cell): { value: string | null } | { error: string } {
    if (cell === null) return { value: null };
    const out: string[] = [];
    for (const name of String(displayCell(cell)).split(/[,，、;；]/).map((s) => s.trim()).filter(Boolean)) {
      const found = this.ids.get(name);
      if (!found) return { error: `${this.what}“${name}”不存在` };
      if (found.size > 1) return { error: `${this.what}“${name}”不唯一，请填写编码` };
      out.push(...found);
    }
    return { value: [...new Set(out)].join(',') || null };
  }
}

/** dictValue names the column in its message. */
const SEX = { label: '性别' } as FieldDef;

type UserInput = NewUser & { password: string | null };

/** One row of the sheet → the input of `add` (validated by the add route's own schema), or why not. */
class UserRowReader {
  constructor(private readonly columns: Map<number, ExcelColumn>, private readonly lookups: {
    roles: NameIndex; departs: NameIndex; posts: NameIndex; sex: Parameters<typeof dictValue>[1];
  }) {}

  async convert(cells: Cell[]): Promise<Converted> {
    const raw: Record<string, Cell> = {};
    for (const [index, c] of this.columns) if (c.importable) raw[c.key] = cells[index] ?? null;
    const errors: string[] = [];
    const take = (r: { value: string | null } | { error: string }) => ('error' in r ? (errors.push(r.error), null) : r.value);
    // A cell as its text (a number typed into 手机号码 keeps its digits, a date cell reads as YYYY-MM-DD).
    const textOf = (key: string) => (raw[key] == null ? null : String(displayCell(raw[key])));
    const password = textOf('password');
    const candidate = {
      username: textOf('username') ?? '', realname: textOf('realname') ?? '',
      // A row without a password is checked with a stand-in; the account is stored without one.
      password: password ?? generatePassword(),
      sex: take(dictValue(SEX, this.lookups.sex, raw.sex ?? null)), birthday: textOf('birthday'),
      phone: textOf('phone'), email: textOf('email'), telephone: textOf('telephone'), workNo: textOf('workNo'),
      post: take(this.lookups.posts.resolve(raw.post ?? null)),
      selectedroles: take(this.lookups.roles.resolve(raw.roles ?? null)),
      selecteddeparts: take(this.lookups.departs.resolve(raw.departs ?? null)),
    };
    const parsed = userAddSchema.safeParse(candidate);
    if (!parsed.success) errors.push(...parsed.error.issues.map((i) => i.message));
    if (errors.length || !parsed.success) return { error: [...new Set(errors)].join('；') };
    const { password: _checked, confirmpassword: _c, ...user } = parsed.data;
    return { input: { ...user, password } };
  }
}

/** POST /sys/user/importExcel. */
export async function importUsers(app: FastifyInstance, req: FastifyRequest, ctx: AppContext, me: SessionUser) {
  let withoutPassword = 0;
  return importWorkbooks(app, req, '用户', ctx.config.timeZone, async () => {
    const [roles, departs, posts] = await Promise.all([
      ctx.db.selectFrom('sysRole').select(['id', 'roleName', 'roleCode']).where('delFlag', '=', 0).execute(),
      ctx.db.selectFrom('sysDepart').select(['id', 'departName', 'orgCode']).where('delFlag', '=', 0).execute(),
      ctx.db.selectFrom('sysPosition').select(['code', 'name']).where('delFlag', '=', 0).where('tenantId', '=', me.tenantId).execute(),
    ]);
    const lookups = {
      roles: new NameIndex('角色', roles.map((r) => ({ id: r.id, names: [r.roleName, r.roleCode] }))),
      departs: new NameIndex('部门', departs.map((d) => ({ id: d.id, names: [d.departName, d.orgCode] }))),
      posts: new NameIndex('职务', posts.map((p) => ({ id: p.code, names: [p.name, p.code] }))),
      sex: (await ctx.dict.items(DICT.sex)) ?? [],
    };
    return {
      columns: USER_EXCEL_COLUMNS,
      maxRows: MAX_USER_ROWS,
      converter: (columns) => new UserRowReader(columns, lookups),
      // Row by row, so a second row with the same account or phone is refused like an add would be.
      write: async (inputs) => {
        const out: Array<string | null> = [];
        for (const input of inputs as UserInput[]) {
          try {
            const { password, ...user } = input;
            await checkNewUser(ctx, user, me);
            await insertUser(ctx, user, password ? await hashPassword(password) : NO_PASSWORD, me);
            if (!password) withoutPassword += 1;
            out.push(null);
          } catch (err) {
            if (!(err instanceof BusinessError)) throw err;
            out.push(err.message);
          }
        }
        return out;
      },
      note: () => (withoutPassword ? `其中 ${withoutPassword} 个账号未填写初始密码，需由管理员重置密码后才能登录` : undefined),
    };
  });
}
