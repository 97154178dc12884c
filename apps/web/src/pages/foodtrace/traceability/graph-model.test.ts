import { describe, expect, it } from 'vitest';
import type { TraceEdge, TraceNode, TraceResult } from '@foodtrace/contracts';
import { assignLayers, dedupe, GRAPH_MARGIN, GRID, layoutTrace, packInOrder, rowStretch, seedShare, spreadColumns, spreadRowsAcross, stretchRows } from './graph-model';
import { traceGraphOption } from './graph-option';
import { isAlert, nodeKind } from './graph-style';

const lot = (id: string, lotKind: string, status = 'RELEASED'): TraceNode => ({ id: `lot:${id}`, type: 'lot', label: id, data: { lotNo: id, lotKind, status } });
const node = (type: TraceNode['type'], id: string, data: Record<string, unknown> = {}): TraceNode => ({ id: `${type}:${id}`, type, label: id, data });
const edge = (from: string, to: string, type: TraceEdge['type'], label?: string): TraceEdge => ({ from, to, type, label });

/**
 * A diamond: raw milk R1 goes into two runs (W1, W2) whose outputs both go into the finished lot F.
 * F is reached twice but must appear once, after both.
 */
function diamond(): TraceResult {
  const nodes = [
    node('supplier', 'S'), lot('R1', 'RAW'), lot('W1', 'WIP'), lot('W2', 'WIP'), lot('F', 'FINISHED', 'RECALLED'),
    node('process', 'P1'), node('process', 'P2'), node('process', 'P3'), node('inspection', 'Q', { result: 'FAIL' }),
    node('shipment', 'SH'), node('customer', 'C'), node('codes', 'F'), node('disposal', 'D'),
    lot('F', 'FINISHED', 'RECALLED'), // the same lot reached along the second path
  ];
  const edges = [
    edge('supplier:S', 'lot:R1', 'supplied', '供应商批号 M-1'),
    edge('lot:R1', 'lot:W1', 'input', '10 kg'), edge('lot:R1', 'lot:W2', 'input', '5 kg'),
    edge('lot:W1', 'lot:F', 'input', '9 kg'), edge('lot:W2', 'lot:F', 'input', '4 kg'), edge('lot:W2', 'lot:F', 'input', '4 kg'),
    edge('process:P1', 'lot:W1', 'produced'), edge('process:P2', 'lot:W2', 'produced'), edge('process:P3', 'lot:F', 'produced'),
    edge('lot:R1', 'inspection:Q', 'inspected', 'FAIL'),
    edge('lot:F', 'shipment:SH', 'shipped', '100 box'), edge('lot:F', 'disposal:D', 'disposed', '20 box'), edge('shipment:SH', 'customer:C', 'delivered'), edge('lot:F', 'codes:F', 'coded'),
    edge('lot:F', 'lot:missing', 'input'),
  ];
  return { direction: 'forward', seedLotIds: ['R1'], lots: [], nodes, edges, timeline: [] };
}

describe('trace graph model', () => {
  it('keeps every node and edge once and drops edges to missing nodes', () => {
    const { nodes, edges } = dedupe(diamond());
    expect(nodes.filter((n) => n.id === 'lot:F')).toHaveLength(1);
    expect(edges.filter((e) => e.from === 'lot:W2' && e.to === 'lot:F')).toHaveLength(1);
    expect(edges.some((e) => e.to === 'lot:missing')).toBe(false);
  });

  it('puts each lot after all its inputs, runs between, suppliers before and shipments and disposals after', () => {
    const { nodes, edges } = dedupe(diamond());
    const layer = assignLayers(nodes, edges);
    expect(layer.get('supplier:S')).toBe(0);
    expect(layer.get('lot:R1')).toBe(1);
    expect(layer.get('inspection:Q')).toBe(2);
    expect(layer.get('process:P1')).toBe(2);
    expect(layer.get('lot:W1')).toBe(3);
    expect(layer.get('lot:W2')).toBe(3);
    expect(layer.get('process:P3')).toBe(4);
    expect(layer.get('lot:F')).toBe(5);
    expect(layer.get('shipment:SH')).toBe(6);
    expect(layer.get('codes:F')).toBe(6);
    expect(layer.get('disposal:D')).toBe(6);
    expect(layer.get('customer:C')).toBe(7);
  });

  it('survives a cycle in bad data', () => {
    const nodes = [lot('A', 'WIP'), lot('B', 'WIP')];
    const edges = [edge('lot:A', 'lot:B', 'input'), edge('lot:B', 'lot:A', 'input')];
    const layer = assignLayers(nodes, edges);
    expect(new Set(layer.values()).size).toBe(2);
  });

  it('lays columns along the flow and turns them for a vertical layout', () => {
    const lr = layoutTrace(diamond(), 'LR');
    const at = (id: string) => lr.nodes.find((n) => n.id === id)!;
    expect(at('lot:F').x).toBeGreaterThan(at('lot:W1').x);
    expect(at('lot:W1').x).toBe(at('lot:W2').x);
    expect(at('lot:W1').y).not.toBe(at('lot:W2').y);
    expect(at('lot:R1').seed).toBe(true);
    expect(lr.layers).toBe(8);
    const tb = layoutTrace(diamond(), 'TB');
    const down = (id: string) => tb.nodes.find((n) => n.id === id)!;
    expect(down('lot:F').y).toBeGreaterThan(down('lot:W1').y);
  });

  it('lifts runs and inspections off the lot-to-lot edges, but not beside shipments', () => {
    const result = diamond();
    // F's release inspection stands beside its shipment and codes: a lift would put it on their labels.
    result.nodes.push(node('inspection', 'QF'));
    result.edges.push(edge('lot:F', 'inspection:QF', 'inspected', 'PASS'));
    const laid = layoutTrace(result, 'LR').nodes;
    const at = (id: string) => laid.find((n) => n.id === id)!;
    // rows sit on whole or half multiples of GRID.row (columns are centred); a lift is 0.4 of a row
    const onRow = (id: string) => { const k = (at(id).y / GRID.row) * 2; return Math.abs(k - Math.round(k)) < 1e-9; };
    expect(at('inspection:QF').layer).toBe(at('shipment:SH').layer);
    expect(onRow('inspection:QF')).toBe(true);
    expect(onRow('process:P1')).toBe(false);
  });

  it('sets the rows of a chain shrunk to the page as much further apart, so they keep GRID.row px on screen', () => {
    const columnsPx = (layers: number) => (layers - 1) * GRID.column;
    // eight columns on a 1086 px chart: drawn at (1086 - margin) / 1540 of their size, rows stretched by the inverse
    const stretch = rowStretch(8, 1086);
    expect(stretch).toBeCloseTo(columnsPx(8) / (1086 - GRAPH_MARGIN));
    const scale = (1086 - GRAPH_MARGIN) / columnsPx(8);
    const laid = stretchRows(layoutTrace(diamond(), 'LR'), stretch);
    const at = (id: string) => laid.nodes.find((n) => n.id === id)!;
    expect(Math.abs(at('lot:W1').y - at('lot:W2').y) * scale).toBeCloseTo(GRID.row);
    expect(at('lot:F').x).toBe(layoutTrace(diamond(), 'LR').nodes.find((n) => n.id === 'lot:F')!.x);
    // a short chain that fits, a chart not yet measured: as laid out
    expect(rowStretch(3, 1086)).toBe(1);
    expect(rowStretch(8, 0)).toBe(1);
    expect(rowStretch(1, 1086)).toBe(1);
  });

  it('sets the thinner columns of a graph too tall for the chart beside what they are joined to, a row apart on screen', () => {
    // a packaging lot in 4 runs whose lots went out in 12 shipments each: 48 shipments in one column, 4 lots in another
    const lots = [1, 2, 3, 4].map((i) => lot(`F${i}`, 'FINISHED'));
    const shipments = lots.flatMap((l) => Array.from({ length: 12 }, (_, j) => node('shipment', `${l.label}-${String(j).padStart(2, '0')}`)));
    const customers = [node('customer', 'A'), node('customer', 'B')];
    const fan: TraceResult = {
      direction: 'forward', seedLotIds: ['R'], lots: [], timeline: [],
      nodes: [lot('R', 'RAW'), ...lots, ...shipments, ...customers],
      edges: [
        ...lots.map((l) => edge('lot:R', l.id, 'input')),
        ...shipments.map((s) => edge(`lot:${s.label.split('-')[0]}`, s.id, 'shipped')),
        // A takes from the first lot's shipments only, B from every lot's first shipment
        ...shipments.filter((s) => s.label.startsWith('F1-')).map((s) => edge(s.id, 'customer:A', 'delivered')),
        ...lots.map((l) => edge(`shipment:${l.label}-00`, 'customer:B', 'delivered')),
      ],
    };
    const laid = layoutTrace(fan, 'LR');
    const spread = spreadColumns(laid, 24);
    const y = (id: string) => spread.nodes.find((n) => n.id === id)!.y;
    const mean = (ids: string[]) => ids.reduce((sum, id) => sum + y(id), 0) / ids.length;
    // the crowded column as it was, each lot's shipments together
    expect(spread.nodes.filter((n) => n.type === 'shipment').map((n) => n.y)).toEqual(laid.nodes.filter((n) => n.type === 'shipment').map((n) => n.y));
    // each lot level with its shipments (they are far enough apart), the raw lot with its lots, each customer with its deliveries
    for (const l of lots) expect(y(l.id)).toBeCloseTo(mean(shipments.filter((s) => s.label.startsWith(`${l.label}-`)).map((s) => s.id)));
    expect(y('lot:R')).toBeCloseTo(mean(lots.map((l) => l.id)));
    expect(y('customer:A')).toBeCloseTo(mean(shipments.filter((s) => s.label.startsWith('F1-')).map((s) => s.id)));
    // nothing spreads past the widest column's span
    const span = (47 * GRID.row) / 2;
    for (const n of spread.nodes) expect(Math.abs(n.y)).toBeLessThanOrEqual(span + 1e-9);
    // a graph the chart shows whole is left as it is
    expect(spreadColumns(laid, 48)).toBe(laid);
  });

  it('sets a vertical layout wider than the page beside what it is joined to, and opens it on the lot asked about', () => {
    // the raw lot R into three lots of six shipments each: 18 shipments across the page
    const lots = [1, 2, 3].map((i) => lot(`F${i}`, 'FINISHED'));
    const shipments = lots.flatMap((l) => Array.from({ length: 6 }, (_, j) => node('shipment', `${l.label}-${j}`)));
    const fan: TraceResult = {
      direction: 'forward', seedLotIds: ['F1'], lots: [], timeline: [],
      nodes: [lot('R', 'RAW'), ...lots, ...shipments],
      edges: [...lots.map((l) => edge('lot:R', l.id, 'input')), ...shipments.map((s) => edge(`lot:${s.label.split('-')[0]}`, s.id, 'shipped'))],
    };
    const laid = layoutTrace(fan, 'TB');
    expect(spreadRowsAcross(laid, false)).toBe(laid);
    const across = spreadRowsAcross(laid, true);
    const x = (id: string) => across.nodes.find((n) => n.id === id)!.x;
    const mean = (ids: string[]) => ids.reduce((sum, id) => sum + x(id), 0) / ids.length;
    for (const l of lots) expect(x(l.id)).toBeCloseTo(mean(shipments.filter((s) => s.label.startsWith(`${l.label}-`)).map((s) => s.id)));
    // the lots are spread along x, not stacked in the middle: the first one left of the centre by a third of the span
    const xs = across.nodes.map((n) => n.x);
    const share = (x('lot:F1') - Math.min(...xs)) / (Math.max(...xs) - Math.min(...xs));
    expect(share).toBeLessThan(0.3);
    expect(seedShare(across)).toBeCloseTo(share);
    expect(seedShare({ ...across, nodes: across.nodes.map((n) => ({ ...n, seed: false })) })).toBeNull();
  });

  it('packs a column as near where its nodes want to be as their spacing lets them, within the span', () => {
    expect(packInOrder([-500, 0, 500], 100, 1000)).toEqual([-500, 0, 500]);
    // two wanting the same place share it, a gap apart; a third close by is pushed along with them
    expect(packInOrder([0, 0], 100, 1000)).toEqual([-50, 50]);
    expect(packInOrder([0, 0, 120], 100, 1000)).toEqual([-60, 40, 140]); // least squares: 3s + 180 = 0
    // and kept within ±half, the gap held
    expect(packInOrder([950, 990], 100, 1000)).toEqual([900, 1000]);
    expect(packInOrder([-990, -980, 0], 100, 1000)).toEqual([-1000, -900, 0]);
  });

  it('colours by kind and outlines what must catch the eye', () => {
    expect(nodeKind(lot('x', 'RAW'))).toBe('rawLot');
    expect(nodeKind(node('customer', 'c'))).toBe('customer');
    expect(isAlert(lot('x', 'FINISHED', 'RECALLED'))).toBe(true);
    expect(isAlert(lot('x', 'FINISHED'))).toBe(false);
    expect(isAlert(node('inspection', 'q', { result: 'FAIL' }))).toBe(true);
  });

  it('builds a graph series with one datum per node and the quantities on the edges', () => {
    const option = traceGraphOption(layoutTrace(diamond()), 'lot:F') as { series: Array<{ data: Array<{ id: string; itemStyle: { borderColor: string } }>; links: Array<{ source: string; target: string; label: { show: boolean }; emphasis: { label: { show: boolean } } }> }> };
    const series = option.series[0];
    expect(series.data.map((d) => d.id).filter((id) => id === 'lot:F')).toHaveLength(1);
    expect(series.data.find((d) => d.id === 'lot:F')!.itemStyle.borderColor).toBe('#f5222d');
    const link = (source: string, target: string) => series.links.find((l) => l.source === source && l.target === target)!;
    // the supplier's lot number and shipped quantities always; input quantities (drawn across the runs' own
    // nodes) when pointed at
    expect(link('supplier:S', 'lot:R1').label.show).toBe(true);
    expect(link('lot:F', 'shipment:SH').label.show).toBe(true);
    expect(link('lot:R1', 'lot:W1').label.show).toBe(false);
    expect(link('lot:R1', 'lot:W1').emphasis.label.show).toBe(true);
    expect(link('process:P1', 'lot:W1').emphasis.label.show).toBe(false);
  });
});

describe('edge labels', () => {
  it('names the unit of a quantity from the unit dictionary', async () => {
    const { quantityLabel } = await import('./graph-option');
    const units = [{ value: 'piece', text: '个' }, { value: 'kg', text: '千克' }];
    expect(quantityLabel('31500 piece', units)).toBe('31500 个');
    expect(quantityLabel('0.5 kg', units)).toBe('0.5 千克');
    expect(quantityLabel('供应商批号 MILK-1', units)).toBe('供应商批号 MILK-1');
    expect(quantityLabel('7 box', undefined)).toBe('7 box');
  });
});
