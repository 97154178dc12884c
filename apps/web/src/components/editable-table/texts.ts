/**
 * Every text of the editable table, in one place so an English locale can be added (DESIGN.md §6).
 * Quoted ones are verbatim from the spec (§2.7, §4, §5, §8); the rest is natural Chinese.
 */
export const TABLE_TEXT = {
  /** spec §2.7 */
  empty: '暂无数据',
  add: '新增',
  remove: '删除',
  clearSelection: '清空选择',
  selected: (n: number) => `已选择 ${n} 项`,
  /** spec §8 Too-fast row insertion. */
  tooFast: '你点击的太快了，请慢点点击!',
  /** spec §4 Other: batch delete needs a selection; the table's delete button asks. */
  selectOne: '请选择一条记录！',
  confirmDeleteTitle: '确认删除',
  confirmDelete: (n: number) => `确定要删除这 ${n} 项吗?`,
  rowNumber: '#',
  selectAll: '全选',
  dragHandle: '拖动排序',
  moveUp: '向上移',
  moveDown: '向下移',
  insertBelow: '向下插入一行',
  removeRow: '删除此行',
  /** The statistics row (spec §2.7, §5). */
  sum: '合计',
  average: '平均值',
  inputPlaceholder: (title: string) => `请输入${title}`,
  selectPlaceholder: (title: string) => `请选择${title}`,
  /** spec §8 Upload error in a cell. */
  uploadFailed: '上传失败',
  uploading: (percent: number) => `上传中(${percent}%)`,
  uploadDone: '上传完成',
  uploadErrorTitle: '上传出错',
  uploadErrorContent: (message: string) => `错误信息：${message}`,
  /** spec §4 Upload: error message from the response, default '未知错误'. */
  unknownError: '未知错误',
  upload: '上传',
  uploadImage: '上传图片',
  download: '下载',
  preview: '预览',
  removeFile: '删除',
  /** spec §4 Other: the popup widget's configuration checks and the single-row confirm. */
  popupNotConfigured: 'popup参数未正确配置!',
  popupCountMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  popupSelectOne: '请选择一条记录',
  popupTitle: '选择',
  popupSearch: '请输入关键字',
  ok: '确定',
  cancel: '取消',
  editDetail: '编辑详情',
  /** The real-time socket's state in the toolbar (spec §4 real-time table socket). */
  socket: { open: '实时同步', connecting: '正在连接', closed: '连接已断开，5 秒后重连', unauthorized: '登录已失效，不再同步', off: '' },
} as const;

/** Default messages of the rules of spec §5 ("${title}" is the column title). */
export const RULE_TEXT = {
  required: '${title}不能为空',
  unique: '${title}不能重复',
  custom: '${title}格式不正确',
  handler: '${title}校验未通过',
  patterns: {
    'n6-16': '请输入6到16位数字',
    '*6-16': '请输入6到16位任意字符',
    's6-18': '请输入6到18位字母',
    url: '请输入正确的网址',
    e: '请输入正确的电子邮件',
    m: '请输入正确的手机号码',
    p: '请输入正确的邮政编码',
    s: '请输入字母',
    n: '请输入数字',
    z: '请输入整数',
    '*': '该项为必填项',
    money: '请输入正确的金额，最多两位小数',
  },
} as const;
