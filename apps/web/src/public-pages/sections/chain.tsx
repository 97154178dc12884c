import type { PublicFoodCode } from '@foodtrace/contracts';
import { minuteText, paramsLine, regionList, regionText } from '../format';
import { PUBLIC_TEXT as T } from '../texts';
import { Section } from './section';

/** 原料信息: each raw material with its origin, supplier and intake date (never quantities or prices). */
export function MaterialsSection({ data }: { data: PublicFoodCode }) {
  if (!data.materials?.length) return null;
  return (
    <Section title={T.materials}>
      <ul className="fc-list">
        {data.materials.map((m, i) => (
          <li key={`${m.name}-${i}`} className="fc-list__item">
            <div className="fc-list__head">{m.name}</div>
            <div className="fc-list__meta">
              {(m.origin || m.region) && <span>{T.origin}：{[m.origin, regionText(m.region)].filter(Boolean).join('，')}</span>}
              {m.supplier && <span>{T.supplier}：{m.supplier}</span>}
              {m.intakeDate && <span>{T.intakeDate}：{m.intakeDate}</span>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 生产加工: the steps in order, critical control points marked, with their recorded parameters. */
export function StepsSection({ data }: { data: PublicFoodCode }) {
  if (!data.steps?.length) return null;
  return (
    <Section title={T.steps}>
      <ol className="fc-steps">
        {data.steps.map((s, i) => (
          <li key={`${s.name}-${i}`} className="fc-steps__item">
            <div className="fc-list__head">
              {s.name}
              {s.isCcp && <span className="fc-badge fc-badge--ccp">{T.ccp}</span>}
              <span className={s.deviation ? 'fc-steps__result fc-steps__result--deviation' : 'fc-steps__result'}>
                {s.corrected ? `${s.result}，${T.corrected}` : s.result}
              </span>
            </div>
            <div className="fc-list__meta">
              {s.time && <span>{minuteText(s.time)}</span>}
              {s.params.length > 0 && <span>{paramsLine(s.params)}</span>}
              {s.corrected && <span>{T.correctedNote}</span>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** 储运与流向: storage condition and the regions the lot was shipped to (regions only, DOMAIN.md §3). */
export function LogisticsSection({ data }: { data: PublicFoodCode }) {
  if (data.status === 'UNKNOWN' || data.status === 'VOID') return null;
  const regions = regionList(data.shippedTo);
  return (
    <Section title={T.logistics}>
      <dl className="fc-facts">
        {data.product?.storageCondition && <div className="fc-facts__row"><dt>{T.storage}</dt><dd>{data.product.storageCondition}</dd></div>}
        <div className="fc-facts__row"><dt>{T.shippedTo}</dt><dd>{regions.length ? regions.join('、') : T.notShipped}</dd></div>
      </dl>
    </Section>
  );
}
