import { CHECK_RULE_PERMS, DICT_PERMS, RESOURCES, SYS_PERMS } from '@foodtrace/contracts';
import { DuplicateRegistry } from './duplicate-registry.ts';

/**
 * The registered pairs: the generic resources' unique fields, plus the system tables whose forms check a
 * value while it is typed (JeecgBoot's user, dictionary and check-rule forms). Keys are JeecgBoot's table
 * names and column names, so its form configurations keep working.
 */
export function duplicateRegistry(): DuplicateRegistry {
  const registry = new DuplicateRegistry();
  registry.registerResources(RESOURCES);
  const userWriters = [SYS_PERMS.user.add, SYS_PERMS.user.edit];
  for (const column of ['username', 'phone', 'email', 'workNo']) {
    registry.register('sys_user', column, { liveOnly: true, tenantScoped: false, permissions: userWriters });
  }
  // A dictionary in the recycle bin still holds its code (dict-admin refuses to reuse it), so it counts.
  registry.register('sys_dict', 'dictCode', { liveOnly: false, tenantScoped: false, permissions: [DICT_PERMS.add, DICT_PERMS.edit] });
  registry.register('sys_check_rule', 'ruleCode', { liveOnly: false, tenantScoped: false, permissions: [CHECK_RULE_PERMS.add, CHECK_RULE_PERMS.edit] });
  return registry;
}
