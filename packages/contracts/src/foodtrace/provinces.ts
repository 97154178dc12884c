/**
 * Province-level divisions of GB/T 2260 (code → name). The dashboard's map and the public page's shipped-to
 * region read names from here; cities and districts come from the area data on the web side.
 */
export const PROVINCES: Readonly<Record<string, string>> = {
  110000: '北京市', 120000: '天津市', 130000: '河北省', 140000: '山西省', 150000: '内蒙古自治区',
  210000: '辽宁省', 220000: '吉林省', 230000: '黑龙江省',
  310000: '上海市', 320000: '江苏省', 330000: '浙江省', 340000: '安徽省', 350000: '福建省', 360000: '江西省', 370000: '山东省',
  410000: '河南省', 420000: '湖北省', 430000: '湖南省', 440000: '广东省', 450000: '广西壮族自治区', 460000: '海南省',
  500000: '重庆市', 510000: '四川省', 520000: '贵州省', 530000: '云南省', 540000: '西藏自治区',
  610000: '陕西省', 620000: '甘肃省', 630000: '青海省', 640000: '宁夏回族自治区', 650000: '新疆维吾尔自治区',
  710000: '台湾省', 810000: '香港特别行政区', 820000: '澳门特别行政区',
};

/** The province a division code lies in (its first two digits), e.g. 330106 → 330000. */
export function provinceOf(divisionCode: string | null | undefined): string | null {
  if (!divisionCode || !/^\d{6}$/.test(divisionCode)) return null;
  return `${divisionCode.slice(0, 2)}0000`;
}

export function provinceName(code: string | null | undefined): string | null {
  const p = provinceOf(code);
  return p ? PROVINCES[p] ?? null : null;
}

/** A region as one reads it: '浙江省/杭州市/余杭区' → '浙江省杭州市余杭区', '上海市/上海市/浦东新区' → '上海市浦东新区'. */
export function regionText(region: string | null | undefined): string | null {
  const parts = (region ?? '').split('/').map((s) => s.trim()).filter((s, i, all) => s && s !== all[i - 1]);
  return parts.length ? parts.join('') : null;
}
