import { allergenTexts } from '../shared/allergens.ts';
import { PROVINCES, PUBLISH_STATUS, type PublicAd, type PublicFoodCode } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { ownOffice } from '../shared/own-office.ts';
import { dateText } from '../shared/wire.ts';
import { reachableLots } from '../trace/genealogy.ts';
import { publicInspections, publicMaterials, publicSteps } from './projection-parts.ts';
import { recallNotice } from './recall-notice.ts';

export type LotProjection = Pick<PublicFoodCode, 'product' | 'lot' | 'producer' | 'materials' | 'steps' | 'inspections' | 'shippedTo' | 'ads' | 'recall'>;

/**
 * What the public page shows about a lot, built field by field from an explicit whitelist (DOMAIN.md §3):
 * product, producer and licence, raw materials with origin and supplier, processing steps, the public
 * inspections, the shipped-to provinces and cities (of the code's own shipment when it was scanned out with one),
 * and the brand's ads. A recalled lot gets its recall notice and no ads: no promotion for what the consumer is
 * asked to stop eating.
 */
export async function lotProjection(db: FtKysely, lotId: string, tz: string, dict: DictService, recalled: boolean, shipmentId: string | null = null): Promise<LotProjection> {
  const lot = await db.selectFrom('ftLot').select(['id', 'lotNo', 'productId', 'producedTime', 'expiryDate']).where('id', '=', lotId).executeTakeFirstOrThrow();
  const p = await db.selectFrom('ftProduct as p').leftJoin('ftProductType as t', 't.id', 'p.productTypeId')
    .select(['p.id', 'p.name', 'p.brand', 'p.spec', 'p.image', 'p.gtin', 'p.shelfLifeDays', 'p.storageCondition', 'p.execStandard',
      'p.licenseNo', 'p.ingredients', 'p.allergens', 'p.producerId', 't.typeName'])
    .where('p.id', '=', lot.productId!).executeTakeFirstOrThrow();
  const ancestors = await reachableLots(db, [lotId], 'backward');
  const office = await ownOffice(db, p.producerId);
  return {
    product: {
      name: p.name, brand: p.brand, spec: p.spec, image: p.image, productType: p.typeName, gtin: p.gtin, shelfLifeDays: p.shelfLifeDays,
      storageCondition: await dict.text('ft_storage_condition', p.storageCondition), execStandard: p.execStandard, licenseNo: p.licenseNo,
      ingredients: p.ingredients, allergens: (await allergenTexts(dict, p.allergens)).join('、') || null,
    },
    lot: { lotNo: lot.lotNo, productionDate: dateText(lot.producedTime, tz), expiryDate: lot.expiryDate },
    producer: office ? { name: office.name, licenseNo: office.licenseNo, region: office.regionName } : undefined,
    materials: await publicMaterials(db, ancestors, tz),
    steps: await publicSteps(db, ancestors, tz, dict),
    inspections: await publicInspections(db, ancestors, tz, dict),
    shippedTo: await shippedTo(db, lotId, shipmentId),
    ads: recalled ? [] : await adsFor(db, p.id, dateText(Date.now(), tz)!),
    ...(recalled ? { recall: await recallNotice(db, lotId, tz, dict, office?.phone ?? null) } : {}),
  };
}

/**
 * Provinces and cities only: the city is the second part of the region's names ('浙江省/杭州市/西湖区'). A code
 * scanned out with a (live) shipment went where that shipment went; any other, wherever its lot went.
 */
async function shippedTo(db: FtKysely, lotId: string, shipmentId: string | null): Promise<NonNullable<PublicFoodCode['shippedTo']>> {
  const own = shipmentId
    ? await db.selectFrom('ftShipment').select(['provinceCode', 'regionName']).where('id', '=', shipmentId).where('delFlag', '=', 0).execute()
    : [];
  const rows = own.length ? own : await db.selectFrom('ftShipmentLine').select(['provinceCode', 'regionName']).distinct()
    .where('lotId', '=', lotId).where('delFlag', '=', 0).execute();
  const seen = new Map<string, { province: string | null; city: string | null }>();
  for (const r of rows) {
    const parts = (r.regionName ?? '').split('/').map((s) => s.trim()).filter(Boolean);
    const place = { province: (r.provinceCode ? PROVINCES[r.provinceCode] : null) ?? parts[0] ?? null, city: parts[1] ?? null };
    seen.set(`${place.province}/${place.city}`, place);
  }
  return [...seen.values()];
}

/** Published ads of the product or of all products, within their dates. */
export async function adsFor(db: FtKysely, productId: string, today: string): Promise<PublicAd[]> {
  const rows = await db.selectFrom('ftAd').select(['id', 'title', 'image', 'linkUrl', 'startDate', 'endDate'])
    .where('delFlag', '=', 0).where('status', '=', PUBLISH_STATUS.published)
    .where((eb) => eb.or([eb('productId', '=', productId), eb('productId', 'is', null)]))
    .orderBy('sortNo').limit(20).execute();
  return rows.filter((r) => (!r.startDate || r.startDate <= today) && (!r.endDate || r.endDate >= today))
    .slice(0, 5).map((r) => ({ id: r.id, title: r.title, image: r.image, linkUrl: r.linkUrl }));
}
