import type { MenuSeed } from '../system/seed/menus.ts';

/** 演示: one page per building block family (spec §2.3 "Demo pages"); the browser tests drive them. */
const DEMO_ROOT = 'de000000000000000000000000000000';

export const DEMO_MENUS: MenuSeed[] = [
  { id: DEMO_ROOT, name: '演示', url: '/demo', component: 'layouts/RouteView', componentName: 'RouteView', icon: 'experiment', sortNo: 95 },
  { id: 'de000000000000000000000000000001', parentId: DEMO_ROOT, name: '可编辑表格', url: '/demo/editable-table', component: 'demo/EditableTableDemo', componentName: 'EditableTableDemo', icon: 'table', sortNo: 1 },
  { id: 'de000000000000000000000000000002', parentId: DEMO_ROOT, name: '字典与树组件', url: '/demo/dict-widgets', component: 'demo/DictWidgetsDemo', componentName: 'DictWidgetsDemo', icon: 'book', sortNo: 2 },
  { id: 'de000000000000000000000000000003', parentId: DEMO_ROOT, name: '选择器', url: '/demo/pickers', component: 'demo/PickersDemo', componentName: 'PickersDemo', icon: 'appstore', sortNo: 3 },
  { id: 'de000000000000000000000000000004', parentId: DEMO_ROOT, name: '上传与编辑器', url: '/demo/upload-editors', component: 'demo/UploadEditorsDemo', componentName: 'UploadEditorsDemo', icon: 'cloud-upload', sortNo: 4 },
  { id: 'de000000000000000000000000000005', parentId: DEMO_ROOT, name: 'Excel 导入导出', url: '/demo/excel', component: 'demo/ExcelDemo', componentName: 'ExcelDemo', icon: 'export', sortNo: 5 },
  { id: 'de000000000000000000000000000006', parentId: DEMO_ROOT, name: '高级查询与定时表达式', url: '/demo/query-cron', component: 'demo/QueryCronDemo', componentName: 'QueryCronDemo', icon: 'schedule', sortNo: 6 },
];
