/**
 * Texts of the Excel import dialog and the export button. Quoted ones are verbatim from the spec (§2.7, §8);
 * the rest follow JeecgBoot's JImportModal in natural Chinese.
 */
export const EXCEL_TEXT = {
  /** spec §2.7: Excel import modal '导入EXCEL', width 600. */
  importTitle: '导入EXCEL',
  choose: '点击或拖拽到此处，选择导入文件',
  hint: '支持 .xls、.xlsx 格式，第一行为表头（字段名称），数据从第二行开始；可一次选择多个文件。',
  start: '开始上传',
  uploading: '上传中...',
  processing: '正在导入，请稍候…',
  close: '关闭',
  onlyExcel: '只能导入 .xls 或 .xlsx 格式的文件',
  /** spec §8 Import success: the message, or "{file} 文件上传成功". */
  uploaded: (file: string) => `${file} 文件上传成功`,
  /** spec §8 Import failure: upload error "文件上传失败". */
  uploadFailed: '文件上传失败',
  /** spec §8 Import code 201: warning with the message and a download link for the failure file. */
  detailsPrefix: '具体详情请 ',
  downloadLink: '点击下载',
  import: '导入',
  template: '下载导入模板',
  export: '导出',
  exporting: (size: string) => `导出中${size ? ` ${size}` : '…'}`,
} as const;
