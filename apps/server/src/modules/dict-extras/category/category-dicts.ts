import { CATEGORY } from '@foodtrace/contracts';
import { registerTableDict, registerTreeDict } from '../../../platform/dict/table-dict-registry.ts';
import { CATEGORY_CONDITION_COLUMNS } from './category-tree.ts';

/** Categories as table and tree dictionaries, so JSearchSelect and JTreeSelect configurations can use them. */
export function registerCategoryDicts(): void {
  const live = { del_flag: 0 };
  registerTableDict({ key: 'sys_category,name,id', table: 'sys_category', textColumn: 'name', valueColumn: 'id', filter: live, orderColumn: 'code' });
  registerTableDict({ key: 'sys_category,name,code', table: 'sys_category', textColumn: 'name', valueColumn: 'code', filter: live, orderColumn: 'code' });
  registerTreeDict({
    key: 'sys_category', table: 'sys_category', textColumn: 'name', valueColumn: 'id', pidColumn: 'pid', hasChildColumn: 'has_child',
    rootPid: CATEGORY.rootPid, filter: live, conditionColumns: CATEGORY_CONDITION_COLUMNS, orderColumn: 'code',
  });
}
