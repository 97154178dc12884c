/** Dictionaries the layout and the foundation screens need; values as in JeecgBoot's seed. */
export interface DictSeed { code: string; name: string; description?: string; items: Array<[value: string, text: string]> }

export const DICT_SEEDS: DictSeed[] = [
  { code: 'sex', name: '性别', items: [['1', '男'], ['2', '女']] },
  { code: 'user_status', name: '用户状态', items: [['1', '正常'], ['2', '冻结']] },
  { code: 'priority', name: '优先级', items: [['L', '一般消息'], ['M', '重要消息'], ['H', '紧急消息']] },
  { code: 'msg_category', name: '消息类型', items: [['1', '通知公告'], ['2', '系统消息']] },
  { code: 'msg_type', name: '通告对象类型', items: [['USER', '指定用户'], ['ALL', '全体用户']] },
  { code: 'send_status', name: '发布状态', items: [['0', '未发布'], ['1', '已发布'], ['2', '已撤销']] },
  { code: 'position_rank', name: '职务职级', items: [['1', '员级'], ['2', '助级'], ['3', '中级'], ['4', '副高级'], ['5', '正高级']] },
  { code: 'yn', name: '是否', items: [['1', '是'], ['0', '否']] },
  { code: 'valid_status', name: '有效无效状态', items: [['1', '有效'], ['0', '无效']] },
  { code: 'menu_type', name: '菜单类型', items: [['0', '一级菜单'], ['1', '子菜单'], ['2', '按钮权限']] },
  { code: 'perms_type', name: '权限策略', items: [['1', '显示'], ['2', '禁用']] },
  { code: 'del_flag', name: '删除状态', items: [['0', '正常'], ['1', '已删除']] },
  { code: 'depart_status', name: '部门状态', items: [['1', '启用'], ['0', '不启用']] },
  { code: 'org_category', name: '机构类型', items: [['1', '公司'], ['2', '部门'], ['3', '岗位']] },
  { code: 'log_type', name: '日志类型', items: [['1', '登录日志'], ['2', '操作日志']] },
  { code: 'operate_type', name: '操作类型', items: [['1', '查询'], ['2', '添加'], ['3', '修改'], ['4', '删除'], ['5', '导入'], ['6', '导出']] },
];
