import type { PublicAd } from '@foodtrace/contracts';
import { API_BASE } from '../api';
import { fileUrl } from '../format';
import { PUBLIC_TEXT as T } from '../texts';
import { Section } from './section';

/** 品牌活动: the brand's ads, each opening its page /AdDetail?id=…; images load only when scrolled near. */
export function AdsSection({ ads }: { ads: readonly PublicAd[] | undefined }) {
  if (!ads?.length) return null;
  return (
    <Section title={T.ads}>
      <div className="fc-ads">
        {ads.map((ad) => {
          const image = fileUrl(API_BASE, ad.image);
          return (
            <a key={ad.id} className="fc-ad" href={`/AdDetail?id=${encodeURIComponent(ad.id)}`}>
              {image ? (
                <img className="fc-ad__image" src={image} alt={ad.title} loading="lazy" decoding="async"
                  onError={(e) => { e.currentTarget.replaceWith(Object.assign(document.createElement('div'), { className: 'fc-ad__image fc-ad__image--blank' })); }} />
              ) : <div className="fc-ad__image fc-ad__image--blank" />}
              <div className="fc-ad__title">{ad.title}</div>
              <div className="fc-ad__more">{T.more} ›</div>
            </a>
          );
        })}
      </div>
    </Section>
  );
}
