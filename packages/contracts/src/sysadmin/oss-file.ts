import { defineResource } from '../resource.ts';

/**
 * 文件存储 (spec §2.3 "file storage"; reference/JEECG.md oss_file): every file uploaded through the application,
 * under its own name, with its folder, size, uploader and time. Files come in through the upload call, so the
 * list only reads, exports and deletes; a file a record still uses cannot be deleted.
 */
export const OSS_FOLDER_DICT = 'oss_folder';

export const OSS_TEXT = {
  inUse: (users: string[]) => `文件正被使用：${users.join('、')}，不能删除`,
  upload: '上传文件',
  help: '这里列出经系统上传的全部文件（产品图片、证照、检验报告、广告图片、头像等）。仍被记录使用的文件不能删除；“临时文件”是表单上传后未保存的文件，可以清理。',
} as const;

export const ossFileResource = defineResource({
  key: 'ossFile',
  title: '文件',
  table: 'oss_file',
  basePath: '/sys/oss/file',
  permPrefix: 'system:ossFile',
  actions: ['list', 'queryById', 'delete', 'deleteBatch', 'exportXls'],
  fields: {
    fileName: { label: '文件名称', type: 'string', maxLength: 255, search: 'like', sortable: true, width: 260 },
    biz: { label: '文件夹', type: 'string', dict: OSS_FOLDER_DICT, maxLength: 20, search: 'eq', sortable: true, width: 120 },
    fileSize: { label: '文件大小', type: 'int', sortable: true, width: 120, bytes: true },
    url: { label: '存储路径', type: 'string', maxLength: 255, search: 'like', width: 300 },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
