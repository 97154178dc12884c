import type { TraceEdge, TraceEdgeType, TraceNode, TraceResult } from '@foodtrace/contracts';

/**
 * The trace answer as a layered graph (pure, unit-tested): material flows along the main axis — suppliers,
 * raw lots, the runs between lots, finished lots, then shipments, customers and codes — and every record
 * appears once, however many paths reach it (a diamond: two inputs of one run made from the same lot).
 */
export type Orientation = 'LR' | 'TB';

export interface LaidNode extends TraceNode {
  /** Column along the flow (0 = the leftmost / topmost). */
  layer: number;
  /** Position within the column, 0 first. */
  row: number;
  x: number;
  y: number;
  /** How far a run or an inspection is lifted off the lot-to-lot edges, in rows (layoutTrace). */
  lift: number;
  seed: boolean;
}

export interface TraceGraph { nodes: LaidNode[]; edges: TraceEdge[]; layers: number }

export const GRID = { column: 220, row: 96 } as const;

/** Nodes once each (the first wins) and edges once each; edges to a node the answer lacks are dropped. */
export function dedupe(result: Pick<TraceResult, 'nodes' | 'edges'>): { nodes: TraceNode[]; edges: TraceEdge[] } {
  const nodes = new Map<string, TraceNode>();
  for (const n of result.nodes) if (!nodes.has(n.id)) nodes.set(n.id, n);
  const seen = new Set<string>();
  const edges: TraceEdge[] = [];
  for (const e of result.edges) {
    const key = `${e.from}>${e.to}>${e.type}`;
    if (seen.has(key) || !nodes.has(e.from) || !nodes.has(e.to) || e.from === e.to) continue;
    seen.add(key);
    edges.push(e);
  }
  return { nodes: [...nodes.values()], edges };
}

const ofType = (edges: TraceEdge[], type: TraceEdgeType) => edges.filter((e) => e.type === type);

/**
 * Columns: a lot is two columns after its latest input, so the run that made it (and the inspections of its
 * inputs) stand in the column between. Suppliers stand before the lots they supplied, shipments and codes
 * and disposals after their lots, customers after their shipments. A cycle (bad data) cannot loop: a lot is placed once.
 */
export function assignLayers(nodes: TraceNode[], edges: TraceEdge[]): Map<string, number> {
  const layer = new Map<string, number>();
  const lots = nodes.filter((n) => n.type === 'lot').map((n) => n.id);
  const inputs = ofType(edges, 'input');
  const parents = new Map<string, string[]>();
  for (const e of inputs) parents.set(e.to, [...(parents.get(e.to) ?? []), e.from]);
  const lotLayer = (id: string, path: Set<string>): number => {
    const known = layer.get(id);
    if (known !== undefined) return known;
    path.add(id);
    const ps = (parents.get(id) ?? []).filter((p) => !path.has(p));
    const value = ps.length ? Math.max(...ps.map((p) => lotLayer(p, path))) + 2 : 1;
    path.delete(id);
    layer.set(id, value);
    return value;
  };
  for (const id of lots) lotLayer(id, new Set());

  const place = (type: TraceEdgeType, pick: 'from' | 'to', offset: number, combine: (xs: number[]) => number) => {
    const groups = new Map<string, number[]>();
    for (const e of ofType(edges, type)) {
      const anchor = layer.get(pick === 'from' ? e.to : e.from);
      const node = pick === 'from' ? e.from : e.to;
      if (anchor !== undefined) groups.set(node, [...(groups.get(node) ?? []), anchor + offset]);
    }
    for (const [node, xs] of groups) if (!layer.has(node)) layer.set(node, combine(xs));
  };
  const min = (xs: number[]) => Math.min(...xs);
  const max = (xs: number[]) => Math.max(...xs);
  place('supplied', 'from', -1, min);
  place('produced', 'from', -1, min);
  place('inspected', 'to', 1, max);
  place('shipped', 'to', 1, max);
  place('coded', 'to', 1, max);
  place('disposed', 'to', 1, max);
  place('delivered', 'to', 1, max);
  for (const n of nodes) if (!layer.has(n.id)) layer.set(n.id, 0);

  const lowest = Math.min(...layer.values());
  for (const [id, l] of layer) layer.set(id, l - lowest);
  return layer;
}

const TYPE_ORDER: Record<string, number> = { supplier: 0, lot: 1, process: 2, inspection: 3, shipment: 4, disposal: 5, codes: 6, customer: 7 };

/**
 * Rows within each column: first by kind and label, then two sweeps that move each node towards the mean
 * row of its neighbours in the columns already placed (the barycenter heuristic), so edges cross less.
 */
export function assignRows(nodes: TraceNode[], edges: TraceEdge[], layer: Map<string, number>): Map<string, number> {
  const columns = new Map<number, TraceNode[]>();
  for (const n of nodes) {
    const l = layer.get(n.id) ?? 0;
    columns.set(l, [...(columns.get(l) ?? []), n]);
  }
  const order = [...columns.keys()].sort((a, b) => a - b);
  const row = new Map<string, number>();
  for (const l of order) {
    const col = columns.get(l)!.sort((a, b) => (TYPE_ORDER[a.type] ?? 9) - (TYPE_ORDER[b.type] ?? 9) || a.label.localeCompare(b.label, 'zh-CN'));
    col.forEach((n, i) => row.set(n.id, i));
  }
  const neighbours = new Map<string, string[]>();
  for (const e of edges) {
    neighbours.set(e.from, [...(neighbours.get(e.from) ?? []), e.to]);
    neighbours.set(e.to, [...(neighbours.get(e.to) ?? []), e.from]);
  }
  // each node of column l towards the mean row of its neighbours in the columns `near` takes
  const sweepColumn = (l: number, near: (m: number) => boolean) => {
    const col = columns.get(l)!;
    const centre = (n: TraceNode) => {
      const joined = (neighbours.get(n.id) ?? []).filter((m) => near(layer.get(m) ?? 0) && (layer.get(m) ?? 0) !== l);
      return joined.length ? joined.reduce((s, m) => s + row.get(m)!, 0) / joined.length : row.get(n.id)!;
    };
    const keyed = col.map((n) => ({ n, k: centre(n) }));
    keyed.sort((a, b) => a.k - b.k || row.get(a.n.id)! - row.get(b.n.id)!);
    keyed.forEach(({ n }, i) => row.set(n.id, i));
    columns.set(l, keyed.map(({ n }) => n));
  };
  const sweep = (layers: number[], near: (m: number) => boolean) => {
    for (const l of layers) sweepColumn(l, near);
  };
  for (let pass = 0; pass < 2; pass++) {
    sweep(order, () => true);
    sweep([...order].reverse(), () => true);
  }
  // last, each column after its left-hand neighbours alone, so that what came of one lot (its shipments, its
  // codes, its inspections) stands together rather than where its customers pull it
  for (const l of order) sweepColumn(l, (m) => m < l);
  return row;
}

/** Room the chart keeps beside the drawing for the outer nodes' labels (the series' left and right), px. */
export const GRAPH_MARGIN = 160;

/**
 * How far apart to set the rows of a left-to-right layout for it to keep GRID.row px between them on screen.
 * The chart scales the drawing to fit: a long chain (a raw lot's forward trace runs over eight columns) is
 * shrunk to the page's width, and rows shrunk with it put a lot's two-line label on the node below. Stretching
 * the rows by as much as the columns are shrunk keeps them apart; the chart is made taller instead.
 */
export function rowStretch(layers: number, chartWidth: number): number {
  const span = (layers - 1) * GRID.column;
  if (chartWidth <= GRAPH_MARGIN || span <= 0) return 1;
  return Math.max(1, span / (chartWidth - GRAPH_MARGIN));
}

/** A left-to-right layout with its rows `stretch` times as far apart (rowStretch). */
export function stretchRows(graph: TraceGraph, stretch: number): TraceGraph {
  return stretch === 1 ? graph : { ...graph, nodes: graph.nodes.map((n) => ({ ...n, y: n.y * stretch })) };
}

/**
 * A left-to-right layout whose widest column has more rows than the chart shows at full spacing (`visibleRows`).
 * The chart squeezes the whole drawing to its height, so a packaging lot's fifty shipments, inspections and codes
 * would put its ten finished lots' two-line labels on top of each other, and lots stacked in the middle of the
 * chart would reach their shipments at both ends of it over long, crossing edges. So the widest column stays as
 * it is — only its one-line labels drawn tighter — and every other one, nearest first, is set beside what it is
 * joined to in the columns already set: each node at the mean of its neighbours there (a lot level with its
 * shipments, a customer with its deliveries), moved no more than needed to keep its column's nodes as far apart
 * as the drawing is squeezed (a row apart on screen) and within the widest column's span.
 */
export function spreadColumns(graph: TraceGraph, visibleRows: number): TraceGraph {
  const widest = widestColumn(graph);
  if (widest <= visibleRows || visibleRows < 2) return graph;
  return alignColumns(graph, 'y', GRID.row, (widest - 1) / (visibleRows - 1));
}

/** TB turns the rows a quarter: they run along x, this much further apart (layoutTrace). */
export const TB_ACROSS = 1.6;

/**
 * The vertical layout of a graph whose widest column is wider than the page (the chart then scrolls sideways):
 * as spreadColumns, across the page, where nothing is squeezed — each thinner column's nodes beside what they
 * are joined to rather than in the middle of a drawing the page shows only the left end of.
 */
export function spreadRowsAcross(graph: TraceGraph, scrolls: boolean): TraceGraph {
  return scrolls && widestColumn(graph) > 1 ? alignColumns(graph, 'x', GRID.row * TB_ACROSS, 1) : graph;
}

/** Where the (first) lot asked about stands along the drawing's x, from 0 at its left end to 1 at its right; null without one. */
export function seedShare(graph: TraceGraph): number | null {
  const seed = graph.nodes.find((n) => n.seed);
  if (!seed) return null;
  const xs = graph.nodes.map((n) => n.x);
  const [min, max] = [Math.min(...xs), Math.max(...xs)];
  return max > min ? (seed.x - min) / (max - min) : 0.5;
}

/** How many nodes the most crowded column holds. */
export function widestColumn(graph: Pick<TraceGraph, 'nodes'>): number {
  const count = new Map<number, number>();
  for (const n of graph.nodes) count.set(n.layer, (count.get(n.layer) ?? 0) + 1);
  return Math.max(0, ...count.values());
}

/**
 * The widest column as it is, and every other one, nearest first, beside what it is joined to in the columns
 * already set: each node at the mean of its neighbours there along `axis`, moved no more than needed to keep its
 * column's nodes `unit` × `squeeze` apart (one row on screen when the drawing is squeezed that much, never past
 * the widest column's span) and within that span. `unit` is a row's distance along `axis` as laid out.
 */
function alignColumns(graph: TraceGraph, axis: 'x' | 'y', unit: number, squeeze: number): TraceGraph {
  const columns = new Map<number, LaidNode[]>();
  for (const n of graph.nodes) columns.set(n.layer, [...(columns.get(n.layer) ?? []), n]);
  const widest = widestColumn(graph);
  const half = ((widest - 1) * unit) / 2;
  const crowded = [...columns.entries()].find(([, c]) => c.length === widest)![0];
  const neighbours = new Map<string, string[]>();
  for (const e of graph.edges) {
    neighbours.set(e.from, [...(neighbours.get(e.from) ?? []), e.to]);
    neighbours.set(e.to, [...(neighbours.get(e.to) ?? []), e.from]);
  }
  const at = new Map(columns.get(crowded)!.map((n) => [n.id, n[axis]]));
  const rest = [...columns.keys()].filter((l) => l !== crowded).sort((a, b) => Math.abs(a - crowded) - Math.abs(b - crowded) || a - b);
  for (const l of rest) {
    const col = columns.get(l)!;
    const gap = unit * Math.min(squeeze, col.length > 1 ? (widest - 1) / (col.length - 1) : squeeze);
    const wanted = col.map((n) => {
      const joined = (neighbours.get(n.id) ?? []).filter((m) => at.has(m)).map((m) => at.get(m)!);
      // a run or an inspection keeps its lift off the lot-to-lot edges (layoutTrace), a row's share on screen
      return { n, at: joined.length ? joined.reduce((a, b) => a + b, 0) / joined.length + n.lift * gap : n[axis] * (gap / unit) };
    }).sort((a, b) => a.at - b.at || a.n.row - b.n.row);
    const placed = packInOrder(wanted.map((w) => w.at), gap, half);
    wanted.forEach((w, i) => at.set(w.n.id, placed[i]));
  }
  return { ...graph, nodes: graph.nodes.map((n) => (n.layer === crowded ? n : { ...n, [axis]: at.get(n.id)! })) };
}

/**
 * Positions as near `wanted` (ascending) as they may be with at least `gap` between neighbours and all within
 * ±`half`: runs that would overlap are set as one block centred on what its members want (pool adjacent
 * violators), then the blocks are pushed inside the bounds.
 */
export function packInOrder(wanted: number[], gap: number, half: number): number[] {
  const blocks: Array<{ start: number; size: number; sum: number }> = [];
  wanted.forEach((w) => {
    // a member i of a block sits at its start + (i - first) * gap: the block's start is the mean of w_i - offset_i
    blocks.push({ start: w, size: 1, sum: w });
    for (;;) {
      const last = blocks[blocks.length - 1];
      const prev = blocks[blocks.length - 2];
      if (!prev || prev.start + prev.size * gap <= last.start) break;
      const merged = { size: prev.size + last.size, sum: prev.sum + last.sum - last.size * prev.size * gap, start: 0 };
      merged.start = merged.sum / merged.size;
      blocks.splice(blocks.length - 2, 2, merged);
    }
  });
  const out = blocks.flatMap((b) => Array.from({ length: b.size }, (_, k) => b.start + k * gap));
  const n = out.length;
  for (let i = 0; i < n; i++) out[i] = Math.max(out[i], -half + i * gap);
  for (let i = n - 1; i >= 0; i--) out[i] = Math.min(out[i], half - (n - 1 - i) * gap);
  return out;
}

/** The whole layout: columns along the flow, rows centred on the axis; TB turns it a quarter. */
export function layoutTrace(result: TraceResult, orientation: Orientation = 'LR'): TraceGraph {
  const { nodes, edges } = dedupe(result);
  const layer = assignLayers(nodes, edges);
  const row = assignRows(nodes, edges, layer);
  const perLayer = new Map<number, number>();
  for (const n of nodes) perLayer.set(layer.get(n.id)!, (perLayer.get(layer.get(n.id)!) ?? 0) + 1);
  const seeds = new Set(result.seedLotIds.map((id) => `lot:${id}`));
  // Columns that hold more than runs and inspections (shipments, codes, lots) have no lot-to-lot edge through them.
  const crowded = new Set(nodes.filter((n) => n.type !== 'process' && n.type !== 'inspection').map((n) => layer.get(n.id)!));
  const laid = nodes.map((n): LaidNode => {
    const l = layer.get(n.id)!;
    const r = row.get(n.id)!;
    const along = l * GRID.column;
    // Runs and inspections stand between two lot columns, right where the lot-to-lot edges pass with their
    // quantity labels: lift them off that line. Beside shipments and codes a lift would only put them on a
    // neighbour's label.
    const lift = (n.type === 'process' || n.type === 'inspection') && !crowded.has(l) ? -0.4 : 0;
    const across = (r - ((perLayer.get(l) ?? 1) - 1) / 2 + lift) * GRID.row;
    return { ...n, layer: l, row: r, lift, seed: seeds.has(n.id), x: orientation === 'LR' ? along : across * TB_ACROSS, y: orientation === 'LR' ? across : along * 0.6 };
  });
  return { nodes: laid, edges, layers: perLayer.size ? Math.max(...perLayer.keys()) + 1 : 0 };
}
