import type { EChartsCoreOption } from 'echarts/core';
import { GRAPH_MARGIN, type TraceGraph, type LaidNode } from './graph-model';
import { ALERT_COLOR, isAlert, kindLabel, NODE_KINDS, nodeKind } from './graph-style';

/** Edge labels worth reading on the graph: quantities and the supplier's lot number (the rest are implied). */
const LABELLED_EDGES = new Set(['input', 'supplied', 'shipped']);
/**
 * Input quantities are drawn on edges that pass the run's own nodes, where they would sit on top of them: they
 * show when a node or edge is pointed at (and always in its tooltip and in 批次清单).
 */
const ON_HOVER_EDGES = new Set(['input']);

/** The ECharts graph series of a laid-out trace: fixed positions, legend by kind, the seed emphasised. */
export function traceGraphOption(graph: TraceGraph, selectedId: string | null, unitText: (label: string) => string = (l) => l): EChartsCoreOption {
  const categories = NODE_KINDS.map((k) => ({ name: kindLabel(k.kind), itemStyle: { color: k.color }, symbol: k.symbol }));
  const index = new Map(NODE_KINDS.map((k, i) => [k.kind, i]));
  return {
    tooltip: { trigger: 'item', confine: true },
    legend: { data: categories.map((c) => c.name), top: 0, type: 'scroll' },
    animationDurationUpdate: 300,
    series: [{
      type: 'graph',
      layout: 'none',
      // Positions are a drawing: scale both axes alike, or symbols and labels are stretched.
      preserveAspect: true,
      roam: true,
      draggable: true,
      top: 56,
      bottom: 40,
      left: GRAPH_MARGIN / 2,
      right: GRAPH_MARGIN / 2,
      categories,
      edgeSymbol: ['none', 'arrow'],
      edgeSymbolSize: 7,
      // Two lines rather than a cut: '鲜源纯鲜牛奶 950mL F20261122-02' must read whole.
      label: { show: true, position: 'bottom', width: 150, overflow: 'break', lineHeight: 15, fontSize: 12, color: '#262626' },
      edgeLabel: { fontSize: 11, color: '#8c8c8c', backgroundColor: 'rgba(255,255,255,0.85)', padding: [1, 3], borderRadius: 2 },
      lineStyle: { color: '#bfbfbf', width: 1.4, curveness: 0.12, opacity: 0.9 },
      emphasis: { focus: 'adjacency', lineStyle: { width: 2.5 } },
      data: graph.nodes.map((n) => nodeDatum(n, index.get(nodeKind(n)) ?? 0, n.id === selectedId)),
      links: graph.edges.map((e) => {
        const label = e.label ? unitText(e.label) : '';
        return {
          source: e.from, target: e.to,
          label: { show: LABELLED_EDGES.has(e.type) && !ON_HOVER_EDGES.has(e.type) && Boolean(label), formatter: label },
          emphasis: { label: { show: LABELLED_EDGES.has(e.type) && Boolean(label), formatter: label } },
          tooltip: label ? { formatter: escapeHtml(label) } : { show: false },
        };
      }),
    }],
  };
}

function nodeDatum(n: LaidNode, category: number, selected: boolean) {
  const style = NODE_KINDS[category];
  const alert = isAlert(n);
  return {
    id: n.id,
    name: n.label || kindLabel(nodeKind(n)),
    x: n.x,
    y: n.y,
    category,
    symbol: style.symbol,
    symbolSize: n.seed ? style.size * 1.3 : style.size,
    itemStyle: {
      borderColor: alert ? ALERT_COLOR : n.seed || selected ? '#141414' : '#fff',
      borderWidth: alert || n.seed || selected ? 3 : 1,
      shadowBlur: selected ? 12 : 0,
      shadowColor: 'rgba(0,0,0,0.3)',
    },
    label: { fontWeight: n.seed ? 600 : 400 },
    tooltip: { formatter: `${kindLabel(nodeKind(n))}<br/>${escapeHtml(n.label)}` },
  };
}

/**
 * The server writes quantities as '<number> <unit code>' ('31500 piece'); the unit dictionary gives the
 * Chinese name ('31500 个'). Other labels pass unchanged.
 */
export function quantityLabel(label: string, units: ReadonlyArray<{ value: string; text: string }> | undefined): string {
  const m = /^(-?[\d.]+) (\S+)$/.exec(label);
  const unit = m && units?.find((u) => u.value === m[2]);
  return unit ? `${m![1]} ${unit.text}` : label;
}

/** Labels come from the database; the tooltip renders HTML, so they are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
