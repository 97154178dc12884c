/** Texts of the editable-table demo page (DESIGN.md §6). */
export const DEMO_TEXT = {
  intakeTab: '原料入库明细',
  performanceTab: '万行性能',
  intakeHint: '点击单元格编辑；拖动行首手柄排序，点击手柄可上移、下移或插入，双击手柄在下方插入一行。在另一个窗口打开本页，修改会实时同步。',
  alwaysEdit: '始终编辑',
  validateSave: '校验并保存',
  validOk: (rows: number, deleted: number) => `校验通过：共 ${rows} 行，待删除 ${deleted} 行`,
  validFailed: (row: number, message: string) => `第 ${row} 行：${message}`,
  lastSaved: '最近一次校验结果',
  generate: (n: number) => `生成 ${n.toLocaleString('zh-CN')} 行`,
  scrollTest: '滚动测试',
  firstRender: '首次渲染',
  scrollTitle: '滚动 120 帧（平均 / P95 帧时长）',
  domRows: 'DOM 中的行',
  perfHint: '一万行只渲染可见的行和上下各 9 行；编辑一个单元格只重绘它所在的行。',
  posted: '已过账的行不能选择或编辑',
} as const;
