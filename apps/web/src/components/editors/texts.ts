/** Texts of the editors (DESIGN.md §6). The markdown image dialog follows spec §2.7 and §4 Other. */
export const EDITOR_TEXT = {
  loading: '编辑器加载中…',
  imageDialogTitle: '插入图片',
  localTab: '本地上传',
  chooseImage: '选择图片（一张）',
  urlTab: '网络图片',
  remark: '图片描述',
  remarkPlaceholder: '选填，作为图片的替代文字',
  url: '图片地址',
  urlPlaceholder: '以 http:// 或 https:// 开头',
  urlInvalid: '请输入以 http:// 或 https:// 开头的图片地址',
  noImage: '请上传图片',
  noUrl: '请输入图片地址',
  insert: '插入',
  cancel: '取消',
  /** Code editor (spec §4 Other: toggles full screen and language mode). */
  language: '语言',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  imageCommand: '添加图片(ctrl + k)',
} as const;
