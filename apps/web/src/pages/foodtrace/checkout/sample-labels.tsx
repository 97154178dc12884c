import { useMemo } from 'react';
import { checkoutResource } from '@foodtrace/contracts';
import { useRefRows, type ResourceRow } from '@/crud';
import { PrintPreview } from '../common/print';
import { SAMPLE_TEXT as T } from './texts';
import './sample-labels.css';

/** What a retained sample's label says (GB 14881 §9: 留样 is marked with what it is and how long it is kept). */
export interface SampleLabel {
  id: string; productName: string; lotNo: string; producedOn: string; quantity: string;
  takenOn: string; until: string; location: string; takenBy: string;
}

const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The labels of ticked 留样台账 rows, with their lots (product, 生产日期, unit) as the lot list gives them. */
export function sampleLabels(rows: readonly ResourceRow[], lots: readonly ResourceRow[]): SampleLabel[] {
  const byId = new Map(lots.map((l) => [l.id, l]));
  return rows.map((r) => {
    const lot = byId.get(text(r.lotId));
    return {
      id: r.id, productName: text(lot?.productId_dictText), lotNo: text(r.lotId_dictText ?? lot?.lotNo), producedOn: day(lot?.producedTime),
      quantity: `${text(r.sampleQty)} ${text(lot?.unit_dictText)}`.trim(), takenOn: day(r.inspectedTime), until: text(r.sampleUntil),
      location: text(r.sampleLocation), takenBy: text(r.inspector),
    };
  });
}

function LabelGrid({ labels }: { labels: readonly SampleLabel[] }) {
  return (
    <div className="sample-label-grid">
      {labels.map((l) => (
        <div className="sample-label" key={l.id}>
          <div className="sample-label__title">{T.labelHeading}</div>
          <div className="sample-label__product">{l.productName}</div>
          <dl>
            {T.labelFields.map(([key, name]) => (
              <div key={key}><dt>{name}</dt><dd>{l[key]}</dd></div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

/**
 * 留样标签: a printable A4 sheet of 62 × 48 mm labels, one per ticked sample of the 留样台账, for the sample's
 * bottle or bag and its shelf in the sample room.
 */
export function SampleLabelSheet({ rows, onClose }: { rows: readonly ResourceRow[] | null; onClose: () => void }) {
  // without the lot list the labels say what the samples themselves record
  const lotIds = useMemo(() => (rows ?? []).map((r) => r.lotId), [rows]);
  const { rows: lots, allowed } = useRefRows(checkoutResource.fields.lotId.ref!, lotIds);
  const known = allowed ? lots.data : [];
  const labels = rows && known ? sampleLabels(rows, known) : null;
  return (
    <PrintPreview open={Boolean(rows)} onClose={onClose} width={860} title={T.labelsTitle(rows?.length ?? 0)} hint={T.printHint} printText={T.print}
      content={labels?.length ? <LabelGrid labels={labels} /> : null} loading={lots.isFetching} error={lots.error} previewClassName="sample-label-preview" />
  );
}
