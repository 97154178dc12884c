import { ALLERGEN_TEXT, type PublicFoodCode } from '@foodtrace/contracts';
import { API_BASE } from '../api';
import { fileUrl, regionText } from '../format';
import { PUBLIC_TEXT as T } from '../texts';
import { Facts, Section } from './section';

/** 产品信息 (GB 7718 label content): name, image, spec, batch, dates, shelf life, standard, producer and licence. */
export function ProductSection({ data }: { data: PublicFoodCode }) {
  const p = data.product;
  if (!p) return null;
  const image = fileUrl(API_BASE, p.image);
  return (
    <Section title={T.product}>
      <div className="fc-product">
        {image && (
          <img className="fc-product__image" src={image} alt={p.name} loading="lazy" decoding="async" width={96} height={96}
            onError={(e) => { e.currentTarget.style.display = 'none'; }} />
        )}
        <div>
          <h3 className="fc-product__name">{p.name}</h3>
          {p.brand && <div className="fc-product__brand">{T.brandName}：{p.brand}</div>}
        </div>
      </div>
      <Facts rows={[
        [T.spec, p.spec],
        [T.productType, p.productType],
        [T.lotNo, data.lot?.lotNo],
        [T.productionDate, data.lot?.productionDate],
        [T.expiryDate, data.lot?.expiryDate],
        [T.shelfLife, p.shelfLifeDays ? T.days(p.shelfLifeDays) : null],
        [T.execStandard, p.execStandard],
        [T.licenseNo, p.licenseNo ?? data.producer?.licenseNo],
        [T.producer, data.producer?.name],
        [T.producerRegion, regionText(data.producer?.region)],
        [T.gtin, p.gtin],
        [T.ingredients, p.ingredients],
        [T.allergens, p.allergens ? ALLERGEN_TEXT.contains(p.allergens) : null],
      ]} />
    </Section>
  );
}
