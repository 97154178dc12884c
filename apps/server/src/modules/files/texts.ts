/** What the files module answers (Chinese, shown in place by the uploaders). */
export const FILES_TEXT = {
  noFile: '未上传任何文件',
  empty: '不能上传空文件',
  badFolder: '不支持的存储目录（biz）',
  badType: (ext: string) => (ext ? `不支持上传 .${ext} 类型的文件` : '不支持上传没有扩展名的文件'),
  imageOnly: '请上传图片',
  contentMismatch: (ext: string) => `文件内容与扩展名 .${ext} 不符，已拒绝`,
  /** JeecgBoot's MaxUploadSize message (reference/JEECG.md §1.1), with the configured limit. */
  tooLarge: (limit: string) => `文件大小超出${limit}限制，请压缩或降低文件质量！`,
  notFound: '文件不存在',
} as const;
