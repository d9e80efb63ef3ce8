/**
 * The region tree of the profile's region picker, served as `static/vant_addr.json` (the one
 * source: the web reads it from there): a few countries, each with some provinces (or states) and
 * cities. Names are the region's own, with English in brackets where it
 * differs; they are stored as they are, so the profile reads the same in every language.
 * The profile keeps province and city only, so province names are unique across countries.
 */
export interface RegionNode {
  name: string;
  children?: RegionNode[];
}

const node = (name: string, cities: string[] = []): RegionNode => ({
  name,
  children: cities.map((city) => ({ name: city })),
});

export const REGIONS: RegionNode[] = [
  {
    name: "中国 (China)",
    children: [
      node("北京 (Beijing)", ["东城区 (Dongcheng)", "朝阳区 (Chaoyang)", "海淀区 (Haidian)"]),
      node("上海 (Shanghai)", ["黄浦区 (Huangpu)", "浦东新区 (Pudong)", "徐汇区 (Xuhui)"]),
      node("广东 (Guangdong)", ["广州 (Guangzhou)", "深圳 (Shenzhen)", "珠海 (Zhuhai)", "佛山 (Foshan)"]),
      node("浙江 (Zhejiang)", ["杭州 (Hangzhou)", "宁波 (Ningbo)", "温州 (Wenzhou)"]),
      node("江苏 (Jiangsu)", ["南京 (Nanjing)", "苏州 (Suzhou)", "无锡 (Wuxi)"]),
      node("四川 (Sichuan)", ["成都 (Chengdu)", "绵阳 (Mianyang)"]),
      node("湖北 (Hubei)", ["武汉 (Wuhan)", "宜昌 (Yichang)"]),
      node("福建 (Fujian)", ["福州 (Fuzhou)", "厦门 (Xiamen)", "泉州 (Quanzhou)"]),
      node("山东 (Shandong)", ["济南 (Jinan)", "青岛 (Qingdao)"]),
      node("香港 (Hong Kong)", ["香港岛 (Hong Kong Island)", "九龙 (Kowloon)", "新界 (New Territories)"]),
      node("澳门 (Macau)", ["澳门半岛 (Macau Peninsula)", "氹仔 (Taipa)"]),
    ],
  },
  {
    name: "臺灣 (Taiwan)",
    children: [
      node("北部 (Northern Taiwan)", [
        "臺北市 (Taipei)",
        "新北市 (New Taipei)",
        "桃園市 (Taoyuan)",
        "基隆市 (Keelung)",
      ]),
      node("中部 (Central Taiwan)", ["臺中市 (Taichung)", "彰化縣 (Changhua)"]),
      node("南部 (Southern Taiwan)", ["臺南市 (Tainan)", "高雄市 (Kaohsiung)"]),
    ],
  },
  {
    name: "Indonesia",
    children: [
      node("DKI Jakarta", ["Jakarta Pusat (Central Jakarta)", "Jakarta Selatan (South Jakarta)"]),
      node("Jawa Barat (West Java)", ["Bandung", "Bekasi", "Bogor"]),
      node("Jawa Timur (East Java)", ["Surabaya", "Malang"]),
      node("Bali", ["Denpasar"]),
    ],
  },
  {
    name: "Việt Nam (Vietnam)",
    children: [
      node("Hà Nội (Hanoi)", ["Ba Đình", "Hoàn Kiếm", "Cầu Giấy"]),
      node("TP. Hồ Chí Minh (Ho Chi Minh City)", ["Quận 1 (District 1)", "Thủ Đức (Thu Duc)"]),
      node("Đà Nẵng (Da Nang)", ["Hải Châu (Hai Chau)", "Sơn Trà (Son Tra)"]),
    ],
  },
  {
    name: "ประเทศไทย (Thailand)",
    children: [
      node("กรุงเทพมหานคร (Bangkok)", ["ปทุมวัน (Pathum Wan)", "บางรัก (Bang Rak)", "จตุจักร (Chatuchak)"]),
      node("เชียงใหม่ (Chiang Mai)", ["เมืองเชียงใหม่ (Mueang Chiang Mai)"]),
      node("ภูเก็ต (Phuket)", ["เมืองภูเก็ต (Mueang Phuket)"]),
    ],
  },
  {
    name: "Brasil (Brazil)",
    children: [
      node("São Paulo", ["São Paulo", "Campinas", "Santos"]),
      node("Rio de Janeiro", ["Rio de Janeiro", "Niterói"]),
      node("Minas Gerais", ["Belo Horizonte", "Uberlândia"]),
    ],
  },
  {
    name: "भारत (India)",
    children: [
      node("महाराष्ट्र (Maharashtra)", ["मुंबई (Mumbai)", "पुणे (Pune)"]),
      node("दिल्ली (Delhi)", ["नई दिल्ली (New Delhi)"]),
      node("कर्नाटक (Karnataka)", ["बेंगलुरु (Bengaluru)", "मैसूरु (Mysuru)"]),
      node("तमिलनाडु (Tamil Nadu)", ["चेन्नई (Chennai)"]),
    ],
  },
];

/**
 * The picker's path [country, province, city] for a stored province and city; a province not in
 * the list (set by another client) gives an empty path, so the picker shows it as unset.
 */
export function regionPath(province: string, city: string, regions: RegionNode[] = REGIONS): string[] {
  if (!province) return [];
  for (const country of regions) {
    const match = country.children?.find((child) => child.name === province);
    if (!match) continue;
    const hasCity = match.children?.some((child) => child.name === city);
    return hasCity ? [country.name, province, city] : [country.name, province];
  }
  return [];
}

/** Province and city to store for a picked path; the country is implied by the province. */
export function regionFields(path: readonly string[] | null | undefined): { province: string; city: string } {
  return { province: path?.[1] ?? "", city: path?.[2] ?? "" };
}

/**
 * The tree in the Vant area format (`province_list`, `city_list`, `county_list`, keyed by 6-digit
 * codes): its three levels are country, province and city here. Codes are positions: country
 * `CC0000`, province `CCPP00`, city `CCPPTT`, each part counted from 01.
 */
export interface VantArea {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

const part = (index: number) => String(index + 1).padStart(2, "0");

export function toVantArea(regions: readonly RegionNode[] = REGIONS): VantArea {
  const area: VantArea = { province_list: {}, city_list: {}, county_list: {} };
  regions.forEach((country, c) => {
    area.province_list[`${part(c)}0000`] = country.name;
    country.children?.forEach((province, p) => {
      area.city_list[`${part(c)}${part(p)}00`] = province.name;
      province.children?.forEach((city, t) => {
        area.county_list[`${part(c)}${part(p)}${part(t)}`] = city.name;
      });
    });
  });
  return area;
}

/** The tree back from the Vant area format, in code order. */
export function fromVantArea(area: VantArea): RegionNode[] {
  const sorted = (list: Record<string, string>) => Object.entries(list).sort(([a], [b]) => a.localeCompare(b));
  return sorted(area.province_list).map(([countryCode, name]) => ({
    name,
    children: sorted(area.city_list)
      .filter(([code]) => code.slice(0, 2) === countryCode.slice(0, 2))
      .map(([provinceCode, provinceName]) => ({
        name: provinceName,
        children: sorted(area.county_list)
          .filter(([code]) => code.slice(0, 4) === provinceCode.slice(0, 4))
          .map(([, cityName]) => ({ name: cityName })),
      })),
  }));
}
