/**
 * TinyMCE's Simplified Chinese texts (spec §9: rich text editor language zh_CN). TinyMCE 8 ships English only
 * and would fetch langs/zh_CN.js from its base URL; registering the pack here keeps everything in our bundle
 * (nothing loaded from elsewhere). Covers the toolbar, menus, dialogs and status bar of the plugins we enable.
 */
export const TINYMCE_ZH_CN: Record<string, string> = {
  // Toolbar and formatting
  Undo: '撤销', Redo: '重做', Cut: '剪切', Copy: '复制', Paste: '粘贴', 'Select all': '全选',
  Bold: '粗体', Italic: '斜体', Underline: '下划线', Strikethrough: '删除线', Superscript: '上标', Subscript: '下标',
  'Clear formatting': '清除格式', 'Remove formatting': '清除格式',
  'Align left': '左对齐', 'Align center': '居中对齐', 'Align right': '右对齐', Justify: '两端对齐', 'No alignment': '无对齐',
  Align: '对齐', Alignment: '对齐方式',
  'Bullet list': '无序列表', 'Numbered list': '有序列表', 'Decrease indent': '减少缩进', 'Increase indent': '增加缩进',
  Blocks: '段落格式', Paragraph: '正文', 'Heading 1': '标题 1', 'Heading 2': '标题 2', 'Heading 3': '标题 3',
  'Heading 4': '标题 4', 'Heading 5': '标题 5', 'Heading 6': '标题 6', Headings: '标题', Heading: '标题',
  Preformatted: '预格式化', Pre: '预格式化', Blockquote: '引用', Div: '块', Code: '代码', 'Format {0}': '格式 {0}',
  'Block {0}': '块 {0}', Formats: '格式', Format: '格式', Inline: '行内', 'Line height': '行高',
  'Text color': '文字颜色', 'Text color {0}': '文字颜色 {0}', 'Background color': '背景颜色', 'Background color {0}': '背景颜色 {0}',
  'Custom color': '自定义颜色', 'Remove color': '移除颜色', 'No color': '无颜色', 'Color swatch': '色板', Color: '颜色',
  'Color Picker': '取色器', 'Hex color code': '十六进制颜色代码', 'Invalid hex color code: {0}': '无效的十六进制颜色代码：{0}',
  Red: '红色', 'Light Red': '浅红色', 'Dark Red': '深红色', Green: '绿色', 'Light Green': '浅绿色', 'Dark Green': '深绿色',
  Blue: '蓝色', 'Light Blue': '浅蓝色', 'Dark Blue': '深蓝色', 'Navy Blue': '海军蓝', Yellow: '黄色', 'Light Yellow': '浅黄色',
  'Dark Yellow': '深黄色', Orange: '橙色', Purple: '紫色', 'Light Purple': '浅紫色', 'Dark Purple': '深紫色',
  Turquoise: '青绿色', 'Dark Turquoise': '深青绿色', Gray: '灰色', 'Light Gray': '浅灰色', 'Medium Gray': '中灰色',
  'Dark Gray': '深灰色', Black: '黑色', White: '白色', R: '红', G: '绿', B: '蓝', '#': '#',
  'Source code': '源代码', 'Source Code': '源代码', Fullscreen: '全屏', 'Full Screen': '全屏', Preview: '预览',
  'Horizontal line': '水平分割线', 'Word count': '字数', 'Word Count': '字数统计', Words: '词数', Characters: '字符数',
  'Characters (no spaces)': '字符数（不含空格）', Count: '统计', Document: '文档', Selection: '选中内容',
  '{0} words': '{0} 字', '{0} characters': '{0} 字符',
  // Menus and chrome
  File: '文件', Edit: '编辑', View: '查看', Insert: '插入', Tools: '工具', Table: '表格', Help: '帮助',
  'Rich Text Area': '富文本区域', 'Rich Text Area. Press ALT-0 for help.': '编辑区。按 ALT-0 打开帮助。',
  'Press {0} for help': '按 {0} 打开帮助', 'Press the arrow keys to resize the editor.': '按方向键调整编辑器大小。',
  'Build with {0}': '基于 {0} 构建', 'Resize': '调整大小', 'Reveal or hide additional toolbar items': '显示或隐藏更多工具栏按钮',
  'More...': '更多…', Toolbar: '工具栏', Menu: '菜单', 'Visual aids': '显示辅助线', 'Text': '文本',
  // Dialogs
  OK: '确定', Ok: '确定', Cancel: '取消', Save: '保存', Close: '关闭', Yes: '是', No: '否', None: '无', Remove: '移除',
  Back: '返回', Next: '下一个', Previous: '上一个', General: '常规', Advanced: '高级', Upload: '上传', Source: '地址',
  Title: '标题', Width: '宽度', Height: '高度', Dimensions: '尺寸', 'Constrain proportions': '保持比例', Class: '样式类',
  Style: '样式', Border: '边框', 'Border width': '边框宽度', 'Border color': '边框颜色', 'Border style': '边框样式',
  Solid: '实线', Dotted: '点线', Dashed: '虚线', Double: '双线', Groove: '凹槽', Ridge: '垄状', Inset: '内凹', Outset: '外凸',
  Hidden: '隐藏', 'An error occurred.': '发生了错误。', 'Loading...': '加载中…', 'Select...': '请选择…', Search: '搜索',
  // Links
  Link: '链接', 'Link...': '链接…', 'Insert/edit link': '插入/编辑链接', 'Insert/Edit Link': '插入/编辑链接',
  'Remove link': '移除链接', 'Open link': '打开链接', URL: '地址', 'Text to display': '显示文字',
  'Open link in...': '链接打开位置', 'Current window': '当前窗口', 'New window': '新窗口', 'Link list': '链接列表',
  'Browse links': '浏览链接', Anchors: '锚点', Anchor: '锚点',
  'The URL you entered seems to be an email address. Do you want to add the required mailto: prefix?':
    '你输入的地址像是邮箱地址，是否加上 mailto: 前缀？',
  'The URL you entered seems to be an external link. Do you want to add the required http:// prefix?':
    '你输入的地址像是外部链接，是否加上 http:// 前缀？',
  'The URL you entered seems to be an external link. Do you want to add the required https:// prefix?':
    '你输入的地址像是外部链接，是否加上 https:// 前缀？',
  // Images
  Image: '图片', 'Image...': '图片…', 'Insert/edit image': '插入/编辑图片', 'Insert/Edit Image': '插入/编辑图片',
  'Image title': '图片标题', 'Alternative description': '替代文字', 'Image is decorative': '仅作装饰的图片',
  'Image list': '图片列表', 'Browse for an image': '选择图片', 'Drop an image here': '拖放图片到此处',
  'Browse files': '选择文件', 'Browse for a file': '选择文件', 'Drop a file here': '拖放文件到此处',
  'Failed to upload image': '图片上传失败', 'Image upload failed due to a XHR Transport error. Code: {0}': '图片上传失败，错误代码：{0}',
  'Show caption': '显示标题', Caption: '标题', 'Vertical space': '垂直间距', 'Horizontal space': '水平间距',
  // Tables
  'Insert table': '插入表格', 'Table properties': '表格属性', 'Table Properties': '表格属性', 'Delete table': '删除表格',
  Cell: '单元格', Row: '行', Column: '列', Cols: '列数', Rows: '行数', 'Cell properties': '单元格属性',
  'Cell Properties': '单元格属性', 'Merge cells': '合并单元格', 'Split cell': '拆分单元格', 'Insert row before': '在上方插入行',
  'Insert row after': '在下方插入行', 'Delete row': '删除行', 'Row properties': '行属性', 'Row Properties': '行属性',
  'Cut row': '剪切行', 'Copy row': '复制行', 'Paste row before': '在上方粘贴行', 'Paste row after': '在下方粘贴行',
  'Insert column before': '在左侧插入列', 'Insert column after': '在右侧插入列', 'Delete column': '删除列',
  'Cut column': '剪切列', 'Copy column': '复制列', 'Paste column before': '在左侧粘贴列', 'Paste column after': '在右侧粘贴列',
  'Cell spacing': '单元格间距', 'Cell padding': '单元格内边距', 'Cell type': '单元格类型', 'Cell styles': '单元格样式',
  'Header cell': '表头单元格', 'Row type': '行类型', 'Row group': '行组', 'Column group': '列组', 'Row header': '行表头',
  'Column header': '列表头', Header: '表头', Body: '表体', Footer: '表尾', Scope: '范围', 'Table caption': '表格标题',
  'Table styles': '表格样式', 'H Align': '水平对齐', 'V Align': '垂直对齐', 'Horizontal align': '水平对齐',
  'Vertical align': '垂直对齐', Top: '顶部', Middle: '居中', Bottom: '底部', Left: '左', Center: '居中', Right: '右',
  'Header row': '表头行', 'Header column': '表头列', 'Table of Contents': '目录',
  // Lists
  'List properties...': '列表属性…', 'List Properties': '列表属性', 'Start list at number': '起始编号', 'List Styles': '列表样式',
  Default: '默认', Circle: '空心圆', Disc: '实心圆', Square: '方块', 'Lower Alpha': '小写字母', 'Lower Greek': '小写希腊字母',
  'Lower Roman': '小写罗马数字', 'Upper Alpha': '大写字母', 'Upper Roman': '大写罗马数字',
  // Help and misc.
  Accessibility: '无障碍', 'Keyboard Navigation': '键盘导航', 'Handy Shortcuts': '快捷键', Plugins: '插件',
  'Installed Plugins': '已安装的插件', 'Premium plugins:': '高级插件：', Version: '版本', Action: '操作', Shortcut: '快捷键',
  'Your browser doesn\'t support direct access to the clipboard. Please use the Ctrl+X/C/V keyboard shortcuts instead.':
    '浏览器不支持直接访问剪贴板，请使用 Ctrl+X/C/V 快捷键。',
  'You have unsaved changes are you sure you want to navigate away?': '有未保存的修改，确定要离开吗？',
  'Find and Replace': '查找和替换', 'Find and replace': '查找和替换', Find: '查找', 'Replace with': '替换为',
  Replace: '替换', 'Replace all': '全部替换', 'Match case': '区分大小写', 'Find whole words only': '全字匹配',
  'Find in selection': '在选区中查找', 'Could not find the specified string.': '未找到要查找的内容。',
  'Paste as text': '粘贴为文本', 'Paste is now in plain text mode. Contents will now be pasted as plain text until you toggle this option off.':
    '已切换为纯文本粘贴模式，再次点击可切回普通模式。',
};
