import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QRCode, Select, Space } from 'antd';
import { PAGING } from '@foodtrace/contracts';
import { PrintPreview } from '../common/print';
import { groupCode, labelPages } from './code-format';
import { CODE_TEXT as T } from './texts';
import './labels.css';

/** One printed label: the QR of the code's URL, the code in groups of four, the product and lot. */
export interface Label { code: string; url: string; productName: string; lotNo: string; isCase?: boolean }

export interface LabelSheetProps {
  open: boolean;
  /** What is printed, for the title (a batch number, '所选'). */
  what: string;
  /** Identifies the codes (a batch id, the ticked ids) so another set never shows cached labels. */
  cacheKey: string;
  /** How many codes there are; more than one page (1000, the largest list page) gives a page choice. */
  total: number;
  /** The labels of one page of at most `size` codes. */
  loadPage: (pageNo: number, size: number) => Promise<Label[]>;
  onClose: () => void;
}

function LabelGrid({ labels }: { labels: readonly Label[] }) {
  return (
    <div className="label-grid">
      {labels.map((l) => (
        <div className="label" key={l.code}>
          <QRCode value={l.url} type="svg" size={92} bordered={false} errorLevel="M" />
          <div className="label__text">
            <div className="label__product">{l.productName}</div>
            <div className="label__lot">{T.lotNo}</div>
            <div className="label__lot">{l.lotNo}</div>
            {l.isCase && <div className="label__level">{T.caseLabel}</div>}
            <div className="label__hint">{l.isCase ? T.caseLabelHint : T.scanToTrace}</div>
          </div>
          <div className="label__code">{groupCode(l.code)}</div>
        </div>
      ))}
    </div>
  );
}

/**
 * A printable A4 sheet of QR labels (50 × 30 mm), drawn in the browser (antd QRCode, no CDN, no image
 * service): a preview in the dialog, and a print-only copy outside the app so only the labels are printed.
 * Large batches go to a label printer through the CSV export; this sheet prints up to 1000 at a time.
 */
export function LabelSheet({ open, what, cacheKey, total, loadPage, onClose }: LabelSheetProps) {
  const size = PAGING.maxPageSize;
  const pages = labelPages(total, size);
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => { if (open) setPageNo(1); }, [open]);
  const labels = useQuery({ queryKey: ['code-labels', cacheKey, pageNo], enabled: open && total > 0, queryFn: () => loadPage(pageNo, size), retry: false });

  return (
    <PrintPreview open={open} onClose={onClose} width={1000} title={T.labelsTitle(what)} hint={T.printHint} printText={T.print}
      content={labels.data?.length ? <LabelGrid labels={labels.data} /> : null} loading={labels.isFetching} error={labels.error}
      previewClassName="label-preview"
      toolbar={(
        <Space wrap style={{ marginBottom: 12 }}>
          {pages.length > 1 && (
            <Select value={pageNo} onChange={setPageNo} style={{ width: 180 }}
              options={pages.map((p) => ({ value: p.pageNo, label: T.labelRange(p.from, p.to) }))} />
          )}
          {labels.data && <span className="ft-muted">{T.labelsCount(labels.data.length)}</span>}
        </Space>
      )} />
  );
}
