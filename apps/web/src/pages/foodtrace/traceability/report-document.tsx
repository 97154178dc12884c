import type { ReactNode } from 'react';
import { LOT_KIND, type TraceReport } from '@foodtrace/contracts';
import { REPORT_TEXT as T } from './report-texts';
import './trace-report.css';

const C = T.cols;

/** A column of a report table: its heading and what a row shows in it. */
type Column<R> = [heading: string, cell: (row: R) => ReactNode, className?: string];

/** A plain bordered table (not antd's: it must look the same on paper), or 无记录 when there is nothing to list. */
function ReportTable<R>({ rows, columns, rowKey, extra }: {
  rows: readonly R[]; columns: ReadonlyArray<Column<R>>; rowKey: (row: R, i: number) => string;
  /** A full-width row under a row (an inspection's items). */
  extra?: (row: R) => ReactNode;
}) {
  if (!rows.length) return <p className="tr-none">{T.none}</p>;
  return (
    <table className="tr-table">
      <thead><tr>{columns.map(([h]) => <th key={h}>{h}</th>)}</tr></thead>
      <tbody>
        {rows.map((row, i) => {
          const more = extra?.(row);
          return [
            <tr key={rowKey(row, i)}>{columns.map(([h, cell, cls]) => <td key={h} className={cls}>{cell(row) ?? ''}</td>)}</tr>,
            more ? <tr key={`${rowKey(row, i)}:more`} className="tr-more"><td colSpan={columns.length}>{more}</td></tr> : null,
          ];
        })}
      </tbody>
    </table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <section className="tr-section"><h2>{title}</h2>{children}</section>;
}

const num = 'tr-num';

/**
 * 批次追溯报告 as a document: the same markup in the dialog's preview and on paper (A4, trace-report.css), with
 * the signature lines a filed copy needs. Every section is there even when empty (无记录): an auditor reads a
 * missing section as a missing record.
 */
export function ReportDocument({ report: r }: { report: TraceReport }) {
  const lot = r.lot;
  // a raw lot is a material we received: no product facts, and its date is when it arrived
  const raw = lot.lotKind === LOT_KIND.raw;
  const facts: Array<[string, ReactNode]> = raw ? [
    [T.lot.site, r.site?.name], [T.lot.uscc, r.site?.uscc], [T.lot.materialName, lot.itemName], [T.lot.kind, lot.kind],
    [T.lot.lotNo, lot.lotNo], [T.lot.receivedTime, lot.producedTime], [T.lot.quantity, lot.quantity], [T.lot.expiryDate, lot.expiryDate],
    [T.lot.status, lot.status], [T.lot.allergens, lot.allergens],
  ] : [
    [T.lot.producer, r.site?.name], [T.lot.uscc, r.site?.uscc], [T.lot.itemName, lot.itemName], [T.lot.gtin, lot.gtin],
    [T.lot.lotNo, lot.lotNo], [T.lot.kind, lot.kind], [T.lot.spec, lot.spec], [T.lot.execStandard, lot.execStandard],
    [T.lot.licenseNo, lot.licenseNo], [T.lot.storage, lot.storage], [T.lot.producedTime, lot.producedTime], [T.lot.expiryDate, lot.expiryDate],
    [T.lot.quantity, lot.quantity], [T.lot.status, lot.status], [T.lot.allergens, lot.allergens],
  ];
  const factRows: Array<Array<[string, ReactNode]>> = [];
  for (let i = 0; i < facts.length; i += 2) factRows.push(facts.slice(i, i + 2));

  return (
    <article className="trace-report">
      <header className="tr-header">
        <div className="tr-site">{r.site?.name}</div>
        <h1>{T.title}</h1>
        <dl className="tr-meta">
          <div><dt>{T.reportNo}</dt><dd>{r.reportNo}</dd></div>
          <div><dt>{T.generatedTime}</dt><dd>{r.generatedTime}</dd></div>
          <div><dt>{T.generatedBy}</dt><dd>{r.generatedBy}</dd></div>
          <div><dt>{T.startedFrom}</dt><dd>{r.startedFrom}</dd></div>
        </dl>
      </header>

      <Section title={T.sections.lot}>
        <table className="tr-table tr-facts">
          <tbody>
            {factRows.map((pair) => (
              <tr key={pair[0][0]}>
                {pair.map(([k, v]) => [<th key={`${k}:k`}>{k}</th>, <td key={`${k}:v`} colSpan={pair.length === 1 ? 3 : undefined}>{v ?? '—'}</td>])}
              </tr>
            ))}
            <tr><th>{T.lot.scope}</th><td colSpan={3}>{T.scope(r.counts.ancestors, r.counts.descendants)}</td></tr>
          </tbody>
        </table>
      </Section>

      <Section title={T.sections.sources}>
        <ReportTable rows={r.sources} rowKey={(s) => s.putinNo} columns={[
          [C.lotNo, (s) => s.lotNo, 'tr-mono'], [C.itemName, (s) => s.itemName], [C.supplier, (s) => <>{s.supplierName}{s.supplierApproval && <div className="tr-sub">{s.supplierApproval}</div>}</>],
          [C.supplierLotNo, (s) => s.supplierLotNo, 'tr-mono'], [C.putinNo, (s) => <><span className="tr-nowrap">{s.putinNo}</span>{s.document && <div className="tr-sub">{s.document}</div>}</>],
          [C.receivedTime, (s) => s.receivedTime, 'tr-nowrap'], [C.quantity, (s) => s.quantity, num],
          // the tanker's readings under the arrival temperature, as a shipment's under its loading temperature
          [C.temperature, (s) => <>{s.temperature}{s.transit && <div className="tr-sub">{T.transit(s.transit)}</div>}</>, num],
        ]} />
      </Section>

      <Section title={T.sections.processes}>
        {!r.processes.length && <p className="tr-none">{T.none}</p>}
        {r.processes.map((p) => (
          <div className="tr-process" key={p.processNo}>
            <h3>
              {T.process(p.processNo)}
              <span>{T.processMeta.line}：{p.line ?? '—'}</span>
              <span>{T.processMeta.period}：{p.startTime ?? '—'} ～ {p.endTime ?? '—'}</span>
              <span>{T.processMeta.status}：{p.status}</span>
            </h3>
            {p.cleaning && <p className="tr-flow"><b>{T.cleaning}</b>{p.cleaning}</p>}
            <p className="tr-flow">
              <b>{T.inputs}</b>{p.inputs.map((i) => `${i.lotNo} ${i.itemName ?? ''} ${i.quantity}`).join('；')}
              <b className="tr-arrow">→ {T.outputs}</b>{p.outputs.map((o) => `${o.lotNo} ${o.itemName ?? ''} ${o.quantity}`).join('；')}
            </p>
            {p.steps.length > 0 && (
              <ReportTable rows={p.steps} rowKey={(s) => `${p.processNo}:${s.seq}`} columns={[
                [C.seq, (s) => s.seq, num], [C.step, (s) => s.stepName], [C.ccp, (s) => (s.isCcp ? T.ccpYes : '')],
                [C.time, (s) => s.time, 'tr-nowrap'], [C.params, (s) => s.params], [C.operator, (s) => s.operator], [C.stepResult, (s) => s.result],
              ]} />
            )}
            {p.corrections.map((c) => (
              <p className="tr-flow" key={c.correctionNo}>
                <b>{T.correction(c.correctionNo, c.correctedTime)}</b>{T.correctionText(c)}
              </p>
            ))}
          </div>
        ))}
      </Section>

      <Section title={T.sections.inspections}>
        <ReportTable rows={r.inspections} rowKey={(i) => i.checkoutNo}
          extra={(i) => (i.items.length ? (
            <span><b>{T.items}：</b>{i.items.map((x) => `${x.itemName}${x.standardLimit ? `（${x.standardLimit}）` : ''} ${x.measured ?? ''} ${x.passed ? T.itemPassed : T.itemFailed}`).join('；')}</span>
          ) : null)}
          columns={[
            [C.checkoutNo, (i) => i.checkoutNo, 'tr-mono'], [C.lotNo, (i) => i.lotNo, 'tr-mono'], [C.stage, (i) => i.stage],
            [C.inspectedTime, (i) => i.inspectedTime, 'tr-nowrap'], [C.agency, (i) => i.agencyName ?? T.inHouse],
            [C.result, (i) => <span className={i.passed ? undefined : 'tr-bad'}>{i.result}</span>], [C.report, (i) => (i.hasReport ? T.hasReport : T.noReport)],
          ]} />
      </Section>

      <Section title={T.sections.shipments}>
        <ReportTable rows={r.shipments} rowKey={(s, i) => `${s.shipmentNo}:${s.lotNo}:${i}`} columns={[
          [C.shipmentNo, (s) => s.shipmentNo, 'tr-mono'], [C.shippedTime, (s) => s.shippedTime, 'tr-nowrap'], [C.lotNo, (s) => s.lotNo, 'tr-mono'],
          [C.itemName, (s) => s.itemName], [C.quantity, (s) => s.quantity, num], [C.customer, (s) => s.customerName], [C.region, (s) => s.region],
          [C.carrier, (s) => <>{s.carrierName}{s.vehicleNo && <div className="tr-sub">{s.vehicleNo}</div>}</>],
          // the trip's readings under the loading temperature: one more column would not fit an A4 page
          [C.loadTemperature, (s) => <>{s.loadTemperature}{s.transit && <div className="tr-sub">{T.transit(s.transit)}</div>}</>, num],
        ]} />
      </Section>

      <Section title={T.sections.disposals}>
        <ReportTable rows={r.disposals} rowKey={(x) => x.disposalNo} columns={[
          [C.disposalNo, (x) => x.disposalNo, 'tr-mono'], [C.disposedTime, (x) => x.disposedTime, 'tr-nowrap'], [C.lotNo, (x) => x.lotNo, 'tr-mono'],
          [C.itemName, (x) => x.itemName], [C.method, (x) => x.method], [C.quantity, (x) => x.quantity, num], [C.disposalReason, (x) => x.reason],
          [C.witness, (x) => [x.handler, x.witness].filter(Boolean).join(' / ')],
        ]} />
      </Section>

      <Section title={T.sections.balance}>
        <ReportTable rows={r.balance} rowKey={(b) => b.lotNo} columns={[
          [C.lotNo, (b) => b.lotNo, 'tr-mono'], [C.kind, (b) => b.kind], [C.itemName, (b) => b.itemName], [C.status, (b) => b.status],
          [C.made, (b) => b.quantity, num], [C.consumed, (b) => b.consumed, num], [C.shipped, (b) => b.shipped, num],
          [C.disposed, (b) => b.disposed, num], [C.onHand, (b) => b.onHand, num], [C.unit, (b) => b.unit],
        ]} />
      </Section>

      <Section title={T.sections.codes}>
        <ReportTable rows={r.codes} rowKey={(c) => c.lotNo} columns={[
          [C.lotNo, (c) => c.lotNo, 'tr-mono'], [C.total, (c) => c.total, num], [C.scanned, (c) => c.scanned, num],
          [C.voided, (c) => c.voided, num], [C.recalled, (c) => c.recalled, num],
        ]} />
      </Section>

      <Section title={T.sections.recalls}>
        <ReportTable rows={r.recalls} rowKey={(x) => x.recallNo} columns={[
          [C.recallNo, (x) => x.recallNo, 'tr-mono'], [C.lotNo, (x) => x.lotNo, 'tr-mono'], [C.reason, (x) => x.reason], [C.recallTime, (x) => x.time, 'tr-nowrap'],
        ]} />
      </Section>

      <Section title={T.sections.findings}>
        {r.findings.length ? <ol className="tr-findings">{r.findings.map((f) => <li key={f}>{f}</li>)}</ol> : <p className="tr-none">{T.noFindings}</p>}
      </Section>

      <footer className="tr-footer">
        <p className="tr-footnote">{T.footnote}</p>
        <div className="tr-signatures">
          {T.signatures.map((s) => <div key={s}>{s}：<span className="tr-line" /></div>)}
          <div>{T.signDate}：<span className="tr-line" /></div>
        </div>
      </footer>
    </article>
  );
}
