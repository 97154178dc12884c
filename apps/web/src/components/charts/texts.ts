/** Texts of the chart building blocks (DESIGN.md §6: one place per feature). */
export const CHART_TEXT = {
  /** spec §2.7: the empty text of tables is 暂无数据; charts say the same. */
  empty: '暂无数据',
  loading: '加载中…',
  mapLoadFailed: '地图数据加载失败',
  total: '合计',
} as const;
