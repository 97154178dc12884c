import { digitalLinkUrl, foodcodeUrl } from '@foodtrace/contracts';

/** 'K7QF2M9XPA00' → 'K7QF 2M9X PA00': read aloud or typed from a label in groups of four. */
export function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The public address the server prints into QR codes (PUBLIC_BASE_URL, or its own address), read back from
 * a code's foodcodeUrl: labels printed here carry exactly what the server's CSV export carries.
 */
export function publicBaseOf(foodcodeAddress: string): string {
  const at = foodcodeAddress.indexOf('/foodcode?');
  return at >= 0 ? foodcodeAddress.slice(0, at) : foodcodeAddress.replace(/\/$/, '');
}

export interface LabelContext {
  base: string;
  /** Serialised batches (GS1 Digital Link) carry the GTIN and lot in the URL. */
  serial?: { gtin: string; lotNo: string } | null;
}

/** What a code's QR encodes: the GS1 Digital Link for a serialised batch, else the trace page URL. */
export function qrContent(code: string, ctx: LabelContext): string {
  return ctx.serial ? digitalLinkUrl(ctx.base, ctx.serial.gtin, ctx.serial.lotNo, code) : foodcodeUrl(ctx.base, code);
}

/** Pages of at most `size` labels over `total` codes: [{ pageNo, from, to }]. */
export function labelPages(total: number, size: number): Array<{ pageNo: number; from: number; to: number }> {
  const pages: Array<{ pageNo: number; from: number; to: number }> = [];
  for (let from = 1, pageNo = 1; from <= total; from += size, pageNo++) pages.push({ pageNo, from, to: Math.min(total, from + size - 1) });
  return pages;
}
