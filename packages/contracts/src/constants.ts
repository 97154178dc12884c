/**
 * Every constant of spec §9 (and the few of §2–§8 that are numbers), with the spec's value.
 * Code on both sides reads them from here; a test pins the values to the spec.
 */
export const SESSION = {
  /** Token, user info and dictionary cache live this long in local storage (spec §4 Login, §9). */
  storageTtlMs: 604_800_000,
  dictCacheTtlMs: 604_800_000,
} as const;

export const HTTP = {
  timeoutMs: 9000,
  reportCacheMs: 30_000,
  chunkLoadTimeoutMs: 120_000,
  /** After a 401 with a token the client logs out and reloads after this delay (spec §8). */
  reloadAfter401Ms: 1500,
} as const;

export const SOCKETS = {
  tableHeartbeatMs: 10_000,
  tableReplyTimeoutMs: 6000,
  tableReconnectMs: 5000,
  noticeReconnectMs: 5000,
  noticeHeartbeatMs: 20_000,
  noticePollMs: 6000,
} as const;

export const TIMING = {
  rowInsertThrottleMs: 1500,
  defaultThrottleMs: 300,
  blurValidateDelayMs: 100,
  searchRowScrollDebounceMs: 100,
  searchDebounceMs: 300,
  dictSearchDebounceMs: 800,
  reloadEffectTimeoutMs: 1400,
} as const;

export const LAYOUT = {
  /** Under this width the sidebar collapses (mobile device mode). */
  desktopMinWidth: 1088,
  /** Under this width the menu is a drawer and multi-tab is off. */
  mobileMaxWidth: 768,
  headerAutoHideScrollPx: 100,
  sideMenuWidth: 208,
  sideMenuCollapsedWidth: 80,
  /** The header bar's height (global-header.css): a fixed header covers that much of the window. */
  headerHeight: 64,
  defaultMenuTheme: 'dark',
  defaultPrimaryColor: '#1890FF',
  homePath: '/dashboard/analysis',
} as const;

/** The eight theme colours of the settings drawer (spec §2.6, §9). */
export const THEME_COLORS = [
  { key: '拂晓蓝（默认）', color: '#1890FF' },
  { key: '薄暮', color: '#F5222D' },
  { key: '火山', color: '#FA541C' },
  { key: '日暮', color: '#FAAD14' },
  { key: '明青', color: '#13C2C2' },
  { key: '极光绿', color: '#52C41A' },
  { key: '极客蓝', color: '#2F54EB' },
  { key: '酱紫', color: '#722ED1' },
] as const;

export const PAGING = {
  defaultPageSize: 10,
  pageSizeOptions: [10, 20, 30],
  bulkPickerPageSizeOptions: [5, 10, 20, 30],
  /** The server refuses larger pages: a list call can never ask for the whole table. */
  maxPageSize: 1000,
  defaultSortColumn: 'createTime',
  defaultSortOrder: 'desc',
  dictSearchPageSize: 10,
  enhanceRecordsPerCode: 16,
  rowKeyMaxLength: 50,
  detailListMaxColumns: 4,
} as const;

export const EDITABLE_TABLE = {
  rowHeight: 61,
  overscanRows: 9,
  maxHeight: 400,
  statisticsRowHeight: 32,
  defaultColumnWidth: 120,
  datetimeWidth: 200,
  userSelectWidth: 220,
  departSelectWidth: 160,
  minWidthDate: 135,
  minWidthDatetime: 190,
  minWidthSelect: 190,
} as const;

export const MODAL_WIDTH = {
  picker: 608,
  popup: 1200,
  userPicker: 1200,
  userPickerWide: 1250,
  bulkPicker: 900,
  departPicker: 500,
  detail: 1200,
  superQuery: 1000,
  importExcel: 600,
  password: 800,
  depart: 450,
  popover: 300,
  filePopup: { width: 520, height: 200 },
} as const;

export const WIDGETS = {
  treeDropdownMaxHeight: 400,
  textPopup: { width: 150, height: 200 },
  tableTextareaPopup: { width: 300, height: 210 },
  imageUploadBox: 104,
  ellipsisLength: 25,
  userPickerEllipsis: 25,
  popupEllipsis: 12,
  fileNameEllipsis: 5,
  dictTagMaxInMultiple: 1,
  markdown: { minHeight: 200, defaultHeight: 300, language: 'zh-CN' },
  richText: { height: 300, language: 'zh_CN' },
  codeEditor: { tabSize: 2, modes: 12, defaultHeight: 240 },
  switchOn: 'Y',
  switchOff: 'N',
  multiSelectSeparator: ',',
  fileCountLimit: 0,
  uploadFolder: 'temp',
  dragSortKey: 'orderNum',
} as const;

export const FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
} as const;

/** Login protection (DESIGN.md §5 rule 5; JeecgBoot HEAD: 5 failures lock for 10 minutes). */
export const LOGIN_GUARD = {
  maxFailures: 5,
  lockMinutes: 10,
} as const;
