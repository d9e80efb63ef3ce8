import { COVER_REGIONS, type CoverRegion } from "@courtside/protocol";

const isRegion = (value: string): value is CoverRegion => (COVER_REGIONS as readonly string[]).includes(value);

/**
 * Region of the provinces offered by the profile's region picker. The profile stores the province
 * name as picked (e.g. "北京 (Beijing)"), so the names here are those of the picker.
 */
const PROVINCE_REGION: Record<string, CoverRegion> = {
  "北京 (Beijing)": "CN",
  "上海 (Shanghai)": "CN",
  "广东 (Guangdong)": "CN",
  "浙江 (Zhejiang)": "CN",
  "江苏 (Jiangsu)": "CN",
  "四川 (Sichuan)": "CN",
  "湖北 (Hubei)": "CN",
  "福建 (Fujian)": "CN",
  "山东 (Shandong)": "CN",
  "香港 (Hong Kong)": "HK",
  "澳门 (Macau)": "MO",
  "北部 (Northern Taiwan)": "TW",
  "中部 (Central Taiwan)": "TW",
  "南部 (Southern Taiwan)": "TW",
  "DKI Jakarta": "ID",
  "Jawa Barat (West Java)": "ID",
  "Jawa Timur (East Java)": "ID",
  Bali: "ID",
  "Hà Nội (Hanoi)": "VN",
  "TP. Hồ Chí Minh (Ho Chi Minh City)": "VN",
  "Đà Nẵng (Da Nang)": "VN",
  "กรุงเทพมหานคร (Bangkok)": "TH",
  "เชียงใหม่ (Chiang Mai)": "TH",
  "ภูเก็ต (Phuket)": "TH",
  "São Paulo": "BR",
  "Rio de Janeiro": "BR",
  "Minas Gerais": "BR",
  "महाराष्ट्र (Maharashtra)": "IN",
  "दिल्ली (Delhi)": "IN",
  "कर्नाटक (Karnataka)": "IN",
  "तमिलनाडु (Tamil Nadu)": "IN",
};

/** A region code from a header value such as "tw" or "TW"; anything else is ignored. */
export function regionFromHeader(value: string | string[] | undefined): CoverRegion | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? "";
  return isRegion(raw) ? raw : null;
}

export function regionOfProvince(province: string): CoverRegion | null {
  return PROVINCE_REGION[province.trim()] ?? null;
}

/** The picker's provinces in `region`: where an anchor's profile says they are. */
export function provincesOf(region: CoverRegion): string[] {
  return Object.entries(PROVINCE_REGION)
    .filter(([, of]) => of === region)
    .map(([province]) => province);
}
