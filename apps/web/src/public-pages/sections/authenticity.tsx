import type { PublicFoodCode } from '@foodtrace/contracts';
import { statusHeadline } from '../format';
import { PUBLIC_TEXT } from '../texts';

/**
 * Authenticity first (DOMAIN.md §3): the recall banner when the lot is recalled, then the verdict with the
 * server's sentence ("本次为第 N 次查询，首次查询时间 …"), and from the second scan the warning that repeated
 * queries may mean a counterfeit. A void or unknown code says so plainly.
 */
export function Authenticity({ data }: { data: PublicFoodCode }) {
  const tone = data.status === 'ACTIVE' ? 'ok' : data.status === 'UNKNOWN' ? 'bad' : data.status === 'RECALLED' ? 'bad' : 'void';
  return (
    <>
      {data.recall && (
        <div className="fc-recall" role="alert">
          <strong>{PUBLIC_TEXT.recalled}</strong>
          <p>{data.recall.message}</p>
        </div>
      )}
      <section className={`fc-verdict fc-verdict--${tone}`} aria-live="polite">
        <div className="fc-verdict__mark" aria-hidden="true">{tone === 'ok' ? '✓' : '!'}</div>
        <div>
          <h1 className="fc-verdict__title">{statusHeadline(data.status)}</h1>
          <p className="fc-verdict__message" data-testid="scan-message">{data.message}</p>
          <p className="fc-verdict__code">{data.code}</p>
        </div>
      </section>
      {data.warning && (
        <div className="fc-warning" role="alert">
          <strong>{PUBLIC_TEXT.repeatWarning}</strong>
          <p>{data.warning}</p>
        </div>
      )}
    </>
  );
}
