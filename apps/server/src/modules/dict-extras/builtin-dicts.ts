import { DEPARTMENT_DICT, USER_DICT } from '@foodtrace/contracts';
import { registerTableDict, registerTreeDict } from '../../platform/dict/table-dict-registry.ts';

/**
 * The table dictionaries every form may use, under JeecgBoot's `table,text,code` spelling (reference/JEECG.md
 * §1.6) so existing configurations keep working. Only these exact keys resolve; other modules add theirs with
 * registerTableDict / registerTreeDict from platform/dict.
 */
const LIVE = { del_flag: 0 };

export function registerBuiltinDicts(): void {
  registerTableDict({ key: USER_DICT, table: 'sys_user', textColumn: 'realname', valueColumn: 'username', filter: LIVE, orderColumn: 'username' });
  registerTableDict({ key: 'sys_user,realname,id', table: 'sys_user', textColumn: 'realname', valueColumn: 'id', filter: LIVE, orderColumn: 'username' });
  registerTableDict({ key: 'sys_depart,depart_name,id', table: 'sys_depart', textColumn: 'depart_name', valueColumn: 'id', filter: LIVE, orderColumn: 'org_code' });
  registerTableDict({ key: DEPARTMENT_DICT, table: 'sys_depart', textColumn: 'depart_name', valueColumn: 'org_code', filter: LIVE, orderColumn: 'org_code' });
  registerTableDict({ key: 'sys_position,name,code', table: 'sys_position', textColumn: 'name', valueColumn: 'code', filter: LIVE, tenantScoped: true, orderColumn: 'code' });
  registerTableDict({ key: 'sys_role,role_name,role_code', table: 'sys_role', textColumn: 'role_name', valueColumn: 'role_code', filter: LIVE, orderColumn: 'role_code' });
  registerTableDict({ key: 'sys_role,role_name,id', table: 'sys_role', textColumn: 'role_name', valueColumn: 'id', filter: LIVE, orderColumn: 'role_code' });
  registerTreeDict({
    key: 'sys_depart', table: 'sys_depart', textColumn: 'depart_name', valueColumn: 'id', pidColumn: 'parent_id',
    rootPid: null, filter: LIVE, conditionColumns: ['org_category', 'org_type', 'status'], orderColumn: 'org_code',
  });
}
