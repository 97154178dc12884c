import { DICT, SYS_PERMS, defineResource } from '@foodtrace/contracts';

/**
 * The user list as the generic list parts read it (search form, columns, paging, delete): the paths and codes of
 * the sysadmin user routes (`/sys/user/*`, `system:user:*`). The form is the page's own (passwords, relations).
 */
export const userListView = defineResource({
  key: 'user',
  title: '用户',
  table: 'sys_user',
  basePath: '/sys/user',
  permPrefix: SYS_PERMS.user.list.replace(/:list$/, ''),
  fields: {
    username: { label: '用户账号', type: 'string', search: 'like', sortable: true, width: 120 },
    realname: { label: '用户姓名', type: 'string', search: 'like', sortable: true, width: 100 },
    // searched by and shown in the user's detail, not listed: an account list needs no one's sex or birthday
    // (and without them it fits 1440 px)
    sex: { label: '性别', type: 'int', dict: DICT.sex, search: 'eq', sortable: true, width: 80, list: false },
    birthday: { label: '生日', type: 'date', search: 'range', sortable: true, width: 110, list: false },
    status: { label: '状态', type: 'int', dict: DICT.userStatus, search: 'eq', sortable: true, width: 80 },
    roleNames: { label: '角色', type: 'string', width: 120 },
    phone: { label: '手机号码', type: 'string', width: 120 },
    orgCodeTxt: { label: '部门', type: 'string', width: 180 },
  },
});
