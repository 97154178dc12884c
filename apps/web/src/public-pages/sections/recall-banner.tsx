import type { ReactNode } from 'react';
import type { PublicFoodCode } from '@foodtrace/contracts';
import { telHref } from '../format';
import { PUBLIC_TEXT as T } from '../texts';

/**
 * The recall notice, on top of everything: the server's instruction once, then what the producer publishes
 * anyway (reason, level, start date) and its phone as a tap-to-call link. Nothing of the recall's internals.
 */
export function RecallBanner({ recall }: { recall: NonNullable<PublicFoodCode['recall']> }) {
  const tel = telHref(recall.producerPhone);
  const rows: Array<[string, ReactNode]> = [];
  if (recall.reason) rows.push([T.recallReason, recall.reason]);
  if (recall.level) rows.push([T.recallLevel, recall.level]);
  if (recall.startDate) rows.push([T.recallDate, recall.startDate]);
  if (recall.producerPhone) rows.push([T.producerPhone, tel ? <a className="fc-recall__tel" href={tel}>{recall.producerPhone}</a> : recall.producerPhone]);
  return (
    <div className="fc-recall" role="alert">
      <strong className="fc-recall__title">{T.recallNotice}</strong>
      <p>{recall.message}</p>
      {rows.length > 0 && (
        <dl className="fc-recall__facts">
          {rows.map(([label, value]) => <div key={label}><dt>{label}：</dt><dd>{value}</dd></div>)}
        </dl>
      )}
    </div>
  );
}
