/**
 * Texts of the uploaders (DESIGN.md §6: one place per feature). Quoted ones are verbatim from the spec (§4, §8);
 * those the spec gives in English only are written in natural Chinese.
 */
export const UPLOAD_TEXT = {
  /** spec §9: default upload text 'click to upload'. */
  clickToUpload: '点击上传',
  uploadImage: '上传图片',
  /** spec §4 Upload: error message from the response, default '未知错误'. */
  unknownError: '未知错误',
  /** spec §8 list widget: '{file name} upload failed.' */
  uploadFailed: (name: string) => `${name} 上传失败.`,
  /** spec §5: image-only uploaders reject non-image files ('Please upload an image'). */
  imageOnly: '请上传图片',
  /** spec §5: moving the first image left ('unknown operation'), the last right ('already at the end'). */
  unknownOperation: '未知操作',
  alreadyLast: '已经是最后一张了',
  moveLeft: '左移',
  moveRight: '右移',
  preview: '预览',
  download: '下载',
  remove: '删除',
  previewTitle: '图片预览',
  /** spec §8 cell tooltips: 上传失败, 上传中(N%), 上传完成. */
  statusError: '上传失败',
  statusUploading: (percent: number) => `上传中(${Math.round(percent)}%)`,
  statusDone: '上传完成',
  /** The file popup (spec §2.7, §4 Other, §9: 520 × 200). */
  filePopupTitle: '文件上传',
  noFileUploaded: '未上传任何文件',
  ok: '确定',
  cancel: '取消',
} as const;
