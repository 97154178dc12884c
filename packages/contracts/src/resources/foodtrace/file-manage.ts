import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';

/** 文件 (FileManageList): inspection reports, certificates and images by their stored path (from the upload call). */
export const fileManageResource = defineResource({
  key: 'fileManage',
  title: '文件',
  table: 'ft_file',
  basePath: '/foodtrace/fileManage',
  permPrefix: 'foodtrace:fileManage',
  departmentOwned: true,
  fields: {
    fileName: { label: '文件名称', type: 'string', required: true, maxLength: 200, search: 'like', sortable: true },
    filePath: { label: '文件', type: 'string', format: 'filePath', required: true, maxLength: 500, list: false, upload: { folder: 'file' } },
    fileType: { label: '文件类型', type: 'string', dict: FT_DICT.fileType, required: true, maxLength: 20, search: 'eq' },
    fileSize: { label: '大小', type: 'int', min: 0, form: false, bytes: true },
    // Whether anyone may open the file without signing in: set by the server from the folder the file is stored
    // in (UPLOAD.publicFolders), never chosen in the form, so it says what is true.
    isPublic: { label: '公开访问', type: 'string', dict: FT_DICT.yn, maxLength: 1, form: false },
    remark: { label: '备注', type: 'string', maxLength: 500 },
  },
});
