import { createHash } from 'node:crypto';
import { digitalLinkUrl } from '@foodtrace/contracts';

/**
 * Identifiers of an EPCIS export (TRACEABILITY.md §1). EPCIS takes any URI where it wants an identifier; we
 * use GS1 Digital Link where GS1 keys exist (a product's GTIN, our site's GLN), so that a trading partner's
 * system reads them as GS1 keys, and URIs under our own address for the rest.
 */
export function epcisIds(base: string) {
  const own = (kind: string, key: string) => `${base}/ft/${kind}/${encodeURIComponent(key)}`;
  return {
    /** A lot as a class: `/01/<GTIN>/10/<lot>` when the product has a GTIN (our resolver's form). */
    lotClass: (lotNo: string, gtin: string | null) => (gtin ? `${base}/01/${gtin}/10/${encodeURIComponent(lotNo)}` : own('lot', lotNo)),
    /** One item by its trace code: `/01/<GTIN>/10/<lot>/21/<code>` (our resolver opens its trace page) when the product has a GTIN. */
    item: (code: string, lotNo: string, gtin: string | null) => (gtin ? digitalLinkUrl(base, gtin, lotNo, code) : own('code', code)),
    /** A shipping case by its case code (箱码): `/01/<外箱条码>/10/<lot>/21/<code>` when the product's carton has a GTIN, else our own URI. */
    case: (code: string, lotNo: string, caseGtin: string | null) => (caseGtin ? digitalLinkUrl(base, caseGtin, lotNo, code) : own('case', code)),
    /** Our own site: GLN as location (AI 414) and as party (AI 417) when it has one. */
    site: (id: string, gln: string | null) => (gln ? { location: `${base}/414/${gln}`, party: `${base}/417/${gln}` } : { location: own('site', id), party: own('org', id) }),
    org: (id: string) => own('org', id),
    document: (kind: string, no: string) => own(`doc/${kind}`, no),
    file: (path: string) => `${base}/api/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`,
  };
}

/** UN/ECE Recommendation 20 codes of our measured units; counted units (瓶, 箱 …) carry none, as EPCIS counts instances. */
const UOM: Record<string, string> = { kg: 'KGM', t: 'TNE', L: 'LTR', g: 'GRM', mL: 'MLT' };

export function quantityOf(epcClass: string, quantity: number | null, unit: string | null) {
  if (quantity === null) return { epcClass };
  const uom = unit ? UOM[unit] : undefined;
  return uom ? { epcClass, quantity: Number(quantity), uom } : { epcClass, quantity: Number(quantity) };
}

/**
 * A name-based UUID (RFC 9562 version 5 layout over SHA-1) of a record: exporting the same record again gives
 * the same eventID, so a partner's repository recognises an event it already captured.
 */
export function eventId(kind: string, id: string): string {
  const h = createHash('sha1').update(`foodtrace:${kind}:${id}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `urn:uuid:${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** CBV 2.0 business transaction types of our document types (ft_doc_type). */
export const BIZ_TRANSACTION_TYPE: Record<string, string> = { DN: 'desadv', PO: 'po', INV: 'inv', COA: 'cert', BOL: 'bol', OUT: 'desadv' };
