import { REPEAT_SCAN_ALERT, type PublicFoodCode } from '@foodtrace/contracts';
import { verdictOf } from '../format';
import { PUBLIC_TEXT } from '../texts';
import { RecallBanner } from './recall-banner';

/**
 * Authenticity first (DOMAIN.md §3): the recall banner when the lot is recalled, then the verdict with the
 * server's sentence ("本次为第 N 次查询，首次查询时间 …"), and from the second scan the warning that repeated
 * queries may mean a counterfeit (from REPEAT_SCAN_ALERT scans in red: a copied code is likely), with the province the
 * first scan came from when its address placed it. A void or unknown code says so plainly; a product past its 保质期至 is never
 * shown as a plain green pass.
 */
export function Authenticity({ data }: { data: PublicFoodCode }) {
  const { tone, title } = verdictOf(data);
  const many = (data.scanNo ?? 0) >= REPEAT_SCAN_ALERT;
  return (
    <>
      {data.recall && <RecallBanner recall={data.recall} />}
      {data.expired && (
        <div className="fc-alert" role="alert">
          <strong>{PUBLIC_TEXT.expired}</strong>
          {data.lot?.expiryDate && <p>{PUBLIC_TEXT.expiryDate}：{data.lot.expiryDate}</p>}
        </div>
      )}
      <section className={`fc-verdict fc-verdict--${tone}`} aria-live="polite">
        <div className="fc-verdict__mark" aria-hidden="true">{tone === 'ok' ? '✓' : '!'}</div>
        <div>
          <h1 className="fc-verdict__title">{title}</h1>
          <p className="fc-verdict__message" data-testid="scan-message">{data.message}</p>
          <p className="fc-verdict__code">{data.code}</p>
        </div>
      </section>
      {data.warning && (
        <div className={many ? 'fc-warning fc-warning--strong' : 'fc-warning'} role="alert">
          <strong>{many ? PUBLIC_TEXT.counterfeitWarning : PUBLIC_TEXT.repeatWarning}</strong>
          <p>{data.warning}</p>
          {data.firstScanRegion && <p data-testid="first-scan-region">{PUBLIC_TEXT.firstScanRegion}：{data.firstScanRegion}</p>}
        </div>
      )}
    </>
  );
}
