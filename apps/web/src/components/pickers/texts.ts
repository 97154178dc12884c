/**
 * Texts of the pickers. Quoted ones are verbatim from spec §4 Other ("popup参数未正确配置!", "popup参数未正确
 * 配置,原始值和目标值数量不一致!", "请选择一条记录"); the rest is natural Chinese.
 */
export const PICKER_TEXT = {
  ok: '确定',
  cancel: '关闭',
  choose: '选择',
  search: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  all: '全部',
  selected: (n: number) => `已选择 ${n} 项`,
  clearSelected: '清空',
  total: (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共${total}条`,
  inputPlaceholder: (label: string) => `请输入${label}`,
  selectPlaceholder: (label: string) => `请选择${label}`,
  popupConfigMissing: 'popup参数未正确配置!',
  popupConfigMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  selectOneRecord: '请选择一条记录',
  user: {
    title: '选择用户', placeholder: '请选择用户', departs: '部门', username: '账号', realname: '姓名', sex: '性别',
    phone: '手机号', birthday: '生日', orgCodeTxt: '所属部门', birthdayStart: '生日起', birthdayEnd: '生日止',
    searchDepart: '搜索部门',
  },
  role: { title: '选择角色', placeholder: '请选择角色', roleName: '角色名称', roleCode: '角色编码' },
  depart: { title: '选择部门', placeholder: '请选择部门', search: '搜索部门' },
  position: { title: '选择职务', placeholder: '请选择职务', name: '职务名称', code: '职务编码', rank: '职级' },
  bulk: { title: '选择', placeholder: '请选择', chosen: '已选' },
  popup: { placeholder: '点击选择' },
} as const;
