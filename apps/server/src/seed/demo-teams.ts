import type { LocalizedNames, SportKey } from "@courtside/protocol";
import { localizedNames as n } from "@courtside/protocol";

/** Fictional leagues and teams for the demo feed; names in all 8 languages. */
export interface DemoLeague {
  key: string; // stable id, e.g. "football-premier"
  names: LocalizedNames;
  teams: { key: string; names: LocalizedNames; color: string }[];
}

/**
 * Two leagues per sport (football three), eight teams each; tennis "teams" are individual players.
 * Every badge colour is distinct and dark enough for white text (contrast at least 5:1).
 */
// biome-ignore format: one team per line keeps the table readable
export const DEMO_LEAGUES: Record<SportKey, DemoLeague[]> = {
  football: [
    {
      key: "football-coastal-premier",
      names: n("滨海超级联赛", "濱海超級聯賽", "Liga Premier Pesisir", "Giải Ngoại hạng Duyên hải", "โคสทัล พรีเมียร์ลีก", "Liga Premier Costeira", "कोस्टल प्रीमियर लीग", "Coastal Premier League"),
      teams: [
        { key: "harbour-city-falcons", names: n("港城猎鹰", "港城獵鷹", "Alap-Alap Harbour City", "Chim Ưng Harbour City", "ฮาร์เบอร์ ซิตี้ ฟัลคอนส์", "Falcões de Harbour City", "हार्बर सिटी फ़ाल्कन्स", "Harbour City Falcons"), color: "#ca2121" },
        { key: "northgate-mariners", names: n("北门水手", "北門水手", "Pelaut Northgate", "Thủy Thủ Northgate", "นอร์ธเกต แมริเนอร์ส", "Marinheiros de Northgate", "नॉर्थगेट मेरिनर्स", "Northgate Mariners"), color: "#846815" },
        { key: "red-valley-rangers", names: n("红谷游骑兵", "紅谷遊騎兵", "Penjelajah Red Valley", "Biệt Động Red Valley", "เรด แวลลีย์ เรนเจอร์ส", "Patrulheiros de Red Valley", "रेड वैली रेंजर्स", "Red Valley Rangers"), color: "#477b14" },
        { key: "saltmarsh-anchors", names: n("盐沼铁锚", "鹽沼鐵錨", "Jangkar Saltmarsh", "Mỏ Neo Saltmarsh", "ซอลต์มาร์ช แองเคอร์ส", "Âncoras de Saltmarsh", "सॉल्टमार्श एंकर्स", "Saltmarsh Anchors"), color: "#157f2f" },
        { key: "beacon-bay-gulls", names: n("灯塔湾海鸥", "燈塔灣海鷗", "Camar Beacon Bay", "Hải Âu Beacon Bay", "บีคอน เบย์ กัลส์", "Gaivotas de Beacon Bay", "बीकन बे गल्स", "Beacon Bay Gulls"), color: "#147b7b" },
        { key: "cliffside-wolves", names: n("崖岸狼队", "崖岸狼隊", "Serigala Cliffside", "Bầy Sói Cliffside", "คลิฟไซด์ วูล์ฟส์", "Lobos de Cliffside", "क्लिफ़साइड वुल्व्स", "Cliffside Wolves"), color: "#214bca" },
        { key: "port-elmswick-pirates", names: n("埃尔姆斯威克港海盗", "埃爾姆斯威克港海盜", "Bajak Laut Port Elmswick", "Cướp Biển Port Elmswick", "พอร์ต เอล์มสวิก ไพเรตส์", "Piratas de Port Elmswick", "पोर्ट एल्म्सविक पाइरेट्स", "Port Elmswick Pirates"), color: "#7521ca" },
        { key: "tidewater-sharks", names: n("潮汐鲨鱼", "潮汐鯊魚", "Hiu Tidewater", "Cá Mập Tidewater", "ไทด์วอเตอร์ ชาร์กส์", "Tubarões de Tidewater", "टाइडवॉटर शार्क्स", "Tidewater Sharks"), color: "#c5209c" },
      ],
    },
    {
      key: "football-highland-championship",
      names: n("高地冠军联赛", "高地冠軍聯賽", "Kejuaraan Dataran Tinggi", "Giải Hạng nhất Cao nguyên", "ไฮแลนด์ แชมเปียนชิพ", "Campeonato das Terras Altas", "हाइलैंड चैंपियनशिप", "Highland Championship"),
      teams: [
        { key: "stonebridge-rovers", names: n("石桥流浪者", "石橋流浪者", "Pengembara Stonebridge", "Lữ Khách Stonebridge", "สโตนบริดจ์ โรเวอร์ส", "Andarilhos de Stonebridge", "स्टोनब्रिज रोवर्स", "Stonebridge Rovers"), color: "#b84f1e" },
        { key: "ironwood-stags", names: n("铁木雄鹿", "鐵木雄鹿", "Rusa Jantan Ironwood", "Hươu Đực Ironwood", "ไอรอนวูด สแตกส์", "Cervos de Ironwood", "आयरनवुड स्टैग्स", "Ironwood Stags"), color: "#6c7213" },
        { key: "pinecrest-bears", names: n("松岭熊队", "松嶺熊隊", "Beruang Pinecrest", "Bầy Gấu Pinecrest", "ไพน์เครสต์ แบร์ส", "Ursos de Pinecrest", "पाइनक्रेस्ट बेयर्स", "Pinecrest Bears"), color: "#287f15" },
        { key: "glenmoor-eagles", names: n("格伦穆尔雄鹰", "格倫穆爾雄鷹", "Elang Glenmoor", "Đại Bàng Glenmoor", "เกลนมัวร์ อีเกิลส์", "Águias de Glenmoor", "ग्लेनमूर ईगल्स", "Glenmoor Eagles"), color: "#157f51" },
        { key: "frostpeak-rams", names: n("霜峰公羊", "霜峰公羊", "Domba Jantan Frostpeak", "Cừu Đực Frostpeak", "ฟรอสต์พีก แรมส์", "Carneiros de Frostpeak", "फ्रॉस्टपीक रैम्स", "Frostpeak Rams"), color: "#1a749e" },
        { key: "kingsmoor-lions", names: n("金斯穆尔雄狮", "金斯穆爾雄獅", "Singa Kingsmoor", "Sư Tử Kingsmoor", "คิงส์มัวร์ ไลออนส์", "Leões de Kingsmoor", "किंग्समूर लायंस", "Kingsmoor Lions"), color: "#2c21ca" },
        { key: "greystone-miners", names: n("灰岩矿工", "灰岩礦工", "Penambang Greystone", "Thợ Mỏ Greystone", "เกรย์สโตน ไมเนอร์ส", "Mineiros de Greystone", "ग्रेस्टोन माइनर्स", "Greystone Miners"), color: "#ab21ca" },
        { key: "thornhill-foxes", names: n("荆丘狐队", "荊丘狐隊", "Rubah Thornhill", "Bầy Cáo Thornhill", "ธอร์นฮิลล์ ฟ็อกซ์เซส", "Raposas de Thornhill", "थॉर्नहिल फ़ॉक्सेज़", "Thornhill Foxes"), color: "#ca216a" },
      ],
    },
    {
      key: "football-continental-cup",
      names: n("洲际杯", "洲際盃", "Piala Kontinental", "Cúp Châu lục", "คอนติเนนทัล คัพ", "Copa Continental", "कॉन्टिनेंटल कप", "Continental Cup"),
      teams: [
        { key: "valmora-titans", names: n("瓦尔莫拉泰坦", "瓦爾莫拉泰坦", "Titan Valmora", "Thần Khổng Lồ Valmora", "วัลโมรา ไททันส์", "Titãs de Valmora", "वालमोरा टाइटन्स", "Valmora Titans"), color: "#916418" },
        { key: "eastmere-hawks", names: n("东湖苍鹰", "東湖蒼鷹", "Rajawali Eastmere", "Diều Hâu Eastmere", "อีสต์เมียร์ ฮอว์กส์", "Gaviões de Eastmere", "ईस्टमियर हॉक्स", "Eastmere Hawks"), color: "#507613" },
        { key: "solano-bay-dolphins", names: n("索拉诺湾海豚", "索拉諾灣海豚", "Lumba-Lumba Solano Bay", "Cá Heo Solano Bay", "โซลาโน เบย์ ดอลฟินส์", "Golfinhos de Solano Bay", "सोलानो बे डॉल्फ़िन्स", "Solano Bay Dolphins"), color: "#157f23" },
        { key: "kessingen-knights", names: n("凯辛根骑士", "凱辛根騎士", "Ksatria Kessingen", "Hiệp Sĩ Kessingen", "เคสซิงเงน ไนต์ส", "Cavaleiros de Kessingen", "केसिंगन नाइट्स", "Kessingen Knights"), color: "#147b6f" },
        { key: "sable-ridge-panthers", names: n("塞布尔岭黑豹", "塞布爾嶺黑豹", "Macan Kumbang Sable Ridge", "Báo Đen Sable Ridge", "เซเบิล ริดจ์ แพนเทอร์ส", "Panteras de Sable Ridge", "सेबल रिज पैंथर्स", "Sable Ridge Panthers"), color: "#215fca" },
        { key: "lumenhaven-comets", names: n("卢门港彗星", "盧門港彗星", "Komet Lumenhaven", "Sao Chổi Lumenhaven", "ลูเมนเฮเวน คอเมตส์", "Cometas de Lumenhaven", "ल्यूमेनहेवन कॉमेट्स", "Lumenhaven Comets"), color: "#6221ca" },
        { key: "granvale-warriors", names: n("格兰谷勇士", "格蘭谷勇士", "Pendekar Granvale", "Chiến Binh Granvale", "แกรนเวล วอร์ริเออร์ส", "Guerreiros de Granvale", "ग्रैनवेल वॉरियर्स", "Granvale Warriors"), color: "#c520af" },
        { key: "westholm-vikings", names: n("韦斯特霍尔姆维京人", "韋斯特霍爾姆維京人", "Viking Westholm", "Người Viking Westholm", "เวสต์โฮล์ม ไวกิงส์", "Vikings de Westholm", "वेस्टहोम वाइकिंग्स", "Westholm Vikings"), color: "#ca2135" },
      ],
    },
  ],
  basketball: [
    {
      key: "basketball-metro-league",
      names: n("都市篮球联赛", "都市籃球聯賽", "Liga Bola Basket Metro", "Giải Bóng rổ Đô thị", "เมโทร บาสเกตบอล ลีก", "Liga Metropolitana de Basquete", "मेट्रो बास्केटबॉल लीग", "Metro Basketball League"),
      teams: [
        { key: "skyline-jets", names: n("天际喷气机", "天際噴射機", "Jet Skyline", "Phản Lực Skyline", "สกายไลน์ เจ็ตส์", "Jatos de Skyline", "स्काईलाइन जेट्स", "Skyline Jets"), color: "#c54120" },
        { key: "riverside-thunder", names: n("河畔雷霆", "河畔雷霆", "Guntur Riverside", "Sấm Sét Riverside", "ริเวอร์ไซด์ ธันเดอร์", "Trovão de Riverside", "रिवरसाइड थंडर", "Riverside Thunder"), color: "#767113" },
        { key: "neon-heights-blaze", names: n("霓虹高地烈焰", "霓虹高地烈焰", "Kobaran Api Neon Heights", "Ngọn Lửa Neon Heights", "นีออน ไฮตส์ เบลซ", "Labaredas de Neon Heights", "नियॉन हाइट्स ब्लेज़", "Neon Heights Blaze"), color: "#357f15" },
        { key: "brookport-stallions", names: n("布鲁克港骏马", "布魯克港駿馬", "Kuda Jantan Brookport", "Tuấn Mã Brookport", "บรูกพอร์ต สแตลเลียนส์", "Garanhões de Brookport", "ब्रुकपोर्ट स्टैलियंस", "Brookport Stallions"), color: "#157f45" },
        { key: "eastgate-cyclones", names: n("东门旋风", "東門旋風", "Topan Eastgate", "Lốc Xoáy Eastgate", "อีสต์เกต ไซโคลนส์", "Ciclones de Eastgate", "ईस्टगेट साइक्लोन्स", "Eastgate Cyclones"), color: "#187991" },
        { key: "midtown-monarchs", names: n("中城君主", "中城君主", "Raja Midtown", "Quân Vương Midtown", "มิดทาวน์ โมนาร์กส์", "Monarcas de Midtown", "मिडटाउन मोनार्क्स", "Midtown Monarchs"), color: "#2129ca" },
        { key: "silverlake-vipers", names: n("银湖毒蛇", "銀湖毒蛇", "Ular Beludak Silverlake", "Rắn Lục Silverlake", "ซิลเวอร์เลก ไวเปอร์ส", "Víboras de Silverlake", "सिल्वरलेक वाइपर्स", "Silverlake Vipers"), color: "#9721ca" },
        { key: "parkview-owls", names: n("园景夜枭", "園景夜梟", "Burung Hantu Parkview", "Cú Đêm Parkview", "พาร์กวิว อาวล์ส", "Corujas de Parkview", "पार्कव्यू आउल्स", "Parkview Owls"), color: "#ca217e" },
      ],
    },
    {
      key: "basketball-pacific-rim",
      names: n("环太平洋篮球协会", "環太平洋籃球協會", "Asosiasi Bola Basket Lingkar Pasifik", "Hiệp hội Bóng rổ Vành đai Thái Bình Dương", "สมาคมบาสเกตบอลแปซิฟิกริม", "Associação de Basquete da Orla do Pacífico", "पैसिफ़िक रिम बास्केटबॉल एसोसिएशन", "Pacific Rim Basketball Association"),
      teams: [
        { key: "coral-bay-typhoons", names: n("珊瑚湾台风", "珊瑚灣颱風", "Taifun Coral Bay", "Bão Tố Coral Bay", "คอรัล เบย์ ไทฟูนส์", "Tufões de Coral Bay", "कोरल बे टाइफ़ून्स", "Coral Bay Typhoons"), color: "#9e5e1a" },
        { key: "jade-harbour-dragons", names: n("玉港飞龙", "玉港飛龍", "Naga Jade Harbour", "Rồng Thiêng Jade Harbour", "เจด ฮาร์เบอร์ ดรากอนส์", "Dragões de Jade Harbour", "जेड हार्बर ड्रैगन्स", "Jade Harbour Dragons"), color: "#5c7613" },
        { key: "sunset-isle-surfers", names: n("日落岛冲浪手", "日落島衝浪手", "Peselancar Sunset Isle", "Tay Lướt Sóng Sunset Isle", "ซันเซ็ต ไอล์ เซิร์ฟเฟอร์ส", "Surfistas de Sunset Isle", "सनसेट आइल सर्फ़र्स", "Sunset Isle Surfers"), color: "#157f16" },
        { key: "kailoa-volcanoes", names: n("凯洛阿火山", "凱洛阿火山", "Gunung Api Kailoa", "Núi Lửa Kailoa", "ไคโลอา วอลเคโนส์", "Vulcões de Kailoa", "कैलोआ वॉल्केनोज़", "Kailoa Volcanoes"), color: "#147b63" },
        { key: "palmshore-tigers", names: n("棕榈岸猛虎", "棕櫚岸猛虎", "Harimau Palmshore", "Mãnh Hổ Palmshore", "ปาล์มชอร์ ไทเกอร์ส", "Tigres de Palmshore", "पामशोर टाइगर्स", "Palmshore Tigers"), color: "#2070c5" },
        { key: "rainport-storm", names: n("雨港风暴", "雨港風暴", "Badai Rainport", "Giông Bão Rainport", "เรนพอร์ต สตอร์ม", "Tempestade de Rainport", "रेनपोर्ट स्टॉर्म", "Rainport Storm"), color: "#4e21ca" },
        { key: "pearl-strait-mantas", names: n("珍珠海峡蝠鲼", "珍珠海峽蝠鱝", "Pari Manta Pearl Strait", "Cá Đuối Manta Pearl Strait", "เพิร์ล สเตรต แมนตาส์", "Jamantas de Pearl Strait", "पर्ल स्ट्रेट मैंटाज़", "Pearl Strait Mantas"), color: "#bd1fba" },
        { key: "emerald-cape-condors", names: n("翡翠角神鹰", "翡翠角神鷹", "Kondor Emerald Cape", "Thần Ưng Emerald Cape", "เอเมอรัลด์ เคป คอนดอร์ส", "Condores de Emerald Cape", "एमराल्ड केप कॉन्डर्स", "Emerald Cape Condors"), color: "#ca2148" },
      ],
    },
  ],
  tennis: [
    {
      key: "tennis-silver-court-open",
      names: n("银色球场公开赛", "銀色球場公開賽", "Silver Court Terbuka", "Giải Silver Court Mở rộng", "ซิลเวอร์ คอร์ต โอเพน", "Aberto de Silver Court", "सिल्वर कोर्ट ओपन", "Silver Court Open"),
      teams: [
        { key: "matteo-ravelli", names: n("马泰奥·拉韦利", "馬泰奧·拉韋利", "Matteo Ravelli", "Matteo Ravelli", "มัตเตโอ ราเวลลี", "Matteo Ravelli", "मातेओ रावेल्ली", "Matteo Ravelli"), color: "#ca2f21" },
        { key: "anders-lindqvist", names: n("安德斯·林德奎斯特", "安德斯·林德奎斯特", "Anders Lindqvist", "Anders Lindqvist", "อันเดอร์ส ลินด์ควิสต์", "Anders Lindqvist", "आंदर्स लिंडक्विस्ट", "Anders Lindqvist"), color: "#7f6d15" },
        { key: "kenta-arakawa", names: n("荒川健太", "荒川健太", "Kenta Arakawa", "Kenta Arakawa", "เค็นตะ อาระกาวะ", "Kenta Arakawa", "केंटा अराकावा", "Kenta Arakawa"), color: "#3f7b14" },
        { key: "rafael-quintero", names: n("拉斐尔·金特罗", "拉斐爾·金特羅", "Rafael Quintero", "Rafael Quintero", "ราฟาเอล กินเตโร", "Rafael Quintero", "राफ़ाएल किंतेरो", "Rafael Quintero"), color: "#157f38" },
        { key: "dmitri-volkonsky", names: n("德米特里·沃尔孔斯基", "德米特里·沃爾孔斯基", "Dmitri Volkonsky", "Dmitri Volkonsky", "ดมิทรี โวลคอนสกี", "Dmitri Volkonsky", "दमित्री वोल्कोन्स्की", "Dmitri Volkonsky"), color: "#157a84" },
        { key: "arjun-mehra", names: n("阿尔琼·梅赫拉", "阿爾瓊·梅赫拉", "Arjun Mehra", "Arjun Mehra", "อรชุน เมห์รา", "Arjun Mehra", "अर्जुन मेहरा", "Arjun Mehra"), color: "#213dca" },
        { key: "julien-beaumont", names: n("朱利安·博蒙", "朱利安·博蒙", "Julien Beaumont", "Julien Beaumont", "ฌูเลียง โบมง", "Julien Beaumont", "जूलियाँ बोमों", "Julien Beaumont"), color: "#8321ca" },
        { key: "nguyen-minh-khoa", names: n("阮明科", "阮明科", "Nguyen Minh Khoa", "Nguyễn Minh Khoa", "เหงียน มิญ ควา", "Nguyen Minh Khoa", "न्गुयेन मिन्ह खोआ", "Nguyen Minh Khoa"), color: "#ca2191" },
      ],
    },
    {
      key: "tennis-emerald-coast",
      names: n("翡翠海岸锦标赛", "翡翠海岸錦標賽", "Kejuaraan Emerald Coast", "Giải Vô địch Emerald Coast", "เอเมอรัลด์ โคสต์ แชมเปียนชิปส์", "Campeonato de Emerald Coast", "एमराल्ड कोस्ट चैंपियनशिप्स", "Emerald Coast Championships"),
      teams: [
        { key: "sofia-marchetti", names: n("索菲娅·马尔凯蒂", "索菲婭·馬爾凱蒂", "Sofia Marchetti", "Sofia Marchetti", "โซเฟีย มาร์เก็ตตี", "Sofia Marchetti", "सोफ़िया मार्केत्ती", "Sofia Marchetti"), color: "#ab551c" },
        { key: "zhao-qinglan", names: n("赵清岚", "趙清嵐", "Zhao Qinglan", "Triệu Thanh Lam", "จ้าว ชิงหลาน", "Zhao Qinglan", "झाओ चिंगलान", "Zhao Qinglan"), color: "#687613" },
        { key: "amelie-kraus", names: n("阿梅莉·克劳斯", "阿梅莉·克勞斯", "Amélie Kraus", "Amélie Kraus", "อาเมลี เคราส์", "Amélie Kraus", "अमेली क्राउस", "Amélie Kraus"), color: "#1f7f15" },
        { key: "priya-raman", names: n("普丽娅·拉曼", "普麗婭·拉曼", "Priya Raman", "Priya Raman", "ปรียา รามัน", "Priya Raman", "प्रिया रमन", "Priya Raman"), color: "#147b57" },
        { key: "camila-duarte", names: n("卡米拉·杜阿尔特", "卡米拉·杜阿爾特", "Camila Duarte", "Camila Duarte", "กามิลา ดูอาร์เต", "Camila Duarte", "कामिला दुआर्ते", "Camila Duarte"), color: "#1c72ab" },
        { key: "yui-takamine", names: n("高峰结衣", "高峰結衣", "Yui Takamine", "Yui Takamine", "ยุย ทากามิเนะ", "Yui Takamine", "युई ताकामिने", "Yui Takamine"), color: "#3a21ca" },
        { key: "tran-bao-ngoc", names: n("陈宝玉", "陳寶玉", "Tran Bao Ngoc", "Trần Bảo Ngọc", "ตรัน บ๋าว หง็อก", "Tran Bao Ngoc", "त्रान बाओ न्गोक", "Tran Bao Ngoc"), color: "#b921ca" },
        { key: "chloe-whitfield", names: n("克洛伊·惠特菲尔德", "克洛伊·惠特菲爾德", "Chloe Whitfield", "Chloe Whitfield", "โคลอี วิตฟิลด์", "Chloe Whitfield", "क्लोई व्हिटफ़ील्ड", "Chloe Whitfield"), color: "#ca215c" },
      ],
    },
  ],
  cricket: [
    {
      key: "cricket-monsoon-t20",
      names: n("季风T20联赛", "季風T20聯賽", "Liga T20 Monsun", "Giải T20 Gió mùa", "มอนซูน ที20 ลีก", "Liga T20 das Monções", "मानसून टी20 लीग", "Monsoon T20 League"),
      teams: [
        { key: "kesarpur-royals", names: n("凯萨尔布尔皇家", "凱薩爾布爾皇家", "Bangsawan Kesarpur", "Hoàng Gia Kesarpur", "เกซาร์ปูร์ รอยัลส์", "Realeza de Kesarpur", "केसरपुर रॉयल्स", "Kesarpur Royals"), color: "#886816" },
        { key: "tamarind-bay-chargers", names: n("罗望子湾战马", "羅望子灣戰馬", "Kuda Perang Tamarind Bay", "Chiến Mã Tamarind Bay", "แทมารินด์ เบย์ ชาร์จเจอร์ส", "Corcéis de Tamarind Bay", "टैमरिंड बे चार्जर्स", "Tamarind Bay Chargers"), color: "#4b7b14" },
        { key: "golden-plains-tuskers", names: n("金原巨象", "金原巨象", "Gajah Golden Plains", "Voi Chiến Golden Plains", "โกลเดน เพลนส์ ทัสเกอร์ส", "Elefantes de Golden Plains", "गोल्डन प्लेन्स टस्कर्स", "Golden Plains Tuskers"), color: "#157f2c" },
        { key: "sandgate-scorpions", names: n("沙门天蝎", "沙門天蠍", "Kalajengking Sandgate", "Bọ Cạp Sandgate", "แซนด์เกต สกอร์เปียนส์", "Escorpiões de Sandgate", "सैंडगेट स्कॉर्पियन्स", "Sandgate Scorpions"), color: "#147b77" },
        { key: "hillcrest-cobras", names: n("岭顶眼镜蛇", "嶺頂眼鏡蛇", "Kobra Hillcrest", "Hổ Mang Hillcrest", "ฮิลล์เครสต์ คอบราส์", "Najas de Hillcrest", "हिलक्रेस्ट कोबराज़", "Hillcrest Cobras"), color: "#2151ca" },
        { key: "lotus-city-lancers", names: n("莲花城枪骑兵", "蓮花城槍騎兵", "Penombak Lotus City", "Thương Kỵ Lotus City", "โลตัส ซิตี้ แลนเซอร์ส", "Lanceiros de Lotus City", "लोटस सिटी लांसर्स", "Lotus City Lancers"), color: "#7021ca" },
        { key: "jasmine-hills-gladiators", names: n("茉莉山角斗士", "茉莉山角鬥士", "Gladiator Jasmine Hills", "Đấu Sĩ Jasmine Hills", "แจสมิน ฮิลส์ แกลดิเอเตอร์ส", "Gladiadores de Jasmine Hills", "जैस्मिन हिल्स ग्लैडिएटर्स", "Jasmine Hills Gladiators"), color: "#c520a2" },
        { key: "banyan-town-bulls", names: n("榕树镇公牛", "榕樹鎮公牛", "Banteng Banyan Town", "Bò Tót Banyan Town", "บันยัน ทาวน์ บูลส์", "Touros de Banyan Town", "बैनियन टाउन बुल्स", "Banyan Town Bulls"), color: "#ca2126" },
      ],
    },
    {
      key: "cricket-southern-ocean-shield",
      names: n("南大洋板球盾杯", "南大洋板球盾盃", "Perisai Kriket Samudra Selatan", "Giải Khiên Crích-kê Nam Đại Dương", "เซาเทิร์น โอเชียน คริกเก็ต ชิลด์", "Escudo de Críquete do Oceano Austral", "सदर्न ओशन क्रिकेट शील्ड", "Southern Ocean Cricket Shield"),
      teams: [
        { key: "wattle-creek-kookaburras", names: n("金合欢溪笑翠鸟", "金合歡溪笑翠鳥", "Kukabura Wattle Creek", "Chim Cười Wattle Creek", "วัตเทิล ครีก คูคาบูร์ราส์", "Cucaburras de Wattle Creek", "वॉटल क्रीक कूकाबुराज़", "Wattle Creek Kookaburras"), color: "#bd4b1f" },
        { key: "bluegum-bay-heat", names: n("蓝桉湾热浪", "藍桉灣熱浪", "Gelombang Panas Bluegum Bay", "Sóng Nhiệt Bluegum Bay", "บลูกัม เบย์ ฮีต", "Onda de Calor de Bluegum Bay", "ब्लूगम बे हीट", "Bluegum Bay Heat"), color: "#6f7213" },
        { key: "ashbury-badgers", names: n("阿什伯里獾队", "阿什伯里獾隊", "Luak Ashbury", "Bầy Lửng Ashbury", "แอชเบอรี แบดเจอร์ส", "Texugos de Ashbury", "एशबरी बैजर्स", "Ashbury Badgers"), color: "#2c7f15" },
        { key: "tradewind-isle-hurricanes", names: n("信风岛飓风", "信風島颶風", "Badai Tropis Tradewind Isle", "Cuồng Phong Tradewind Isle", "เทรดวินด์ ไอล์ เฮอร์ริเคนส์", "Furacões de Tradewind Isle", "ट्रेडविंड आइल हरिकेन्स", "Tradewind Isle Hurricanes"), color: "#157f4d" },
        { key: "fernvale-ospreys", names: n("蕨谷鱼鹰", "蕨谷魚鷹", "Elang Tiram Fernvale", "Chim Ó Cá Fernvale", "เฟิร์นเวล ออสเปรย์ส", "Águias-Pescadoras de Fernvale", "फ़र्नवेल ऑस्प्रेज़", "Fernvale Ospreys"), color: "#19759a" },
        { key: "hollingford-stars", names: n("霍林福德之星", "霍林福德之星", "Bintang Hollingford", "Ngôi Sao Hollingford", "ฮอลลิงฟอร์ด สตาร์ส", "Estrelas de Hollingford", "हॉलिंगफ़ोर्ड स्टार्स", "Hollingford Stars"), color: "#2621ca" },
        { key: "aloe-ridge-rhinos", names: n("芦荟岭犀牛", "蘆薈嶺犀牛", "Badak Aloe Ridge", "Tê Giác Aloe Ridge", "อะโล ริดจ์ ไรโนส์", "Rinocerontes de Aloe Ridge", "एलो रिज राइनोज़", "Aloe Ridge Rhinos"), color: "#a521ca" },
        { key: "bramblewood-rockets", names: n("荆木火箭", "荊木火箭", "Roket Bramblewood", "Tên Lửa Bramblewood", "แบรมเบิลวูด ร็อกเก็ตส์", "Foguetes de Bramblewood", "ब्रैम्बलवुड रॉकेट्स", "Bramblewood Rockets"), color: "#ca2170" },
      ],
    },
  ],
  iceHockey: [
    {
      key: "ice-hockey-northern-league",
      names: n("北方冰球联赛", "北方冰球聯賽", "Liga Hoki Es Utara", "Giải Khúc côn cầu Phương Bắc", "นอร์เทิร์น ฮอกกี้ ลีก", "Liga Norte de Hóquei", "नॉर्दर्न हॉकी लीग", "Northern Hockey League"),
      teams: [
        { key: "frostholm-glaciers", names: n("霜屿冰川", "霜嶼冰川", "Gletser Frostholm", "Sông Băng Frostholm", "ฟรอสต์โฮล์ม เกลเชียร์ส", "Geleiras de Frostholm", "फ्रॉस्टहोम ग्लेशियर्स", "Frostholm Glaciers"), color: "#956318" },
        { key: "timberline-grizzlies", names: n("林线灰熊", "林線灰熊", "Beruang Grizzly Timberline", "Gấu Xám Timberline", "ทิมเบอร์ไลน์ กริซลีส์", "Ursos-Pardos de Timberline", "टिम्बरलाइन ग्रिज़लीज़", "Timberline Grizzlies"), color: "#547613" },
        { key: "polar-ridge-icebreakers", names: n("极地岭破冰者", "極地嶺破冰者", "Pemecah Es Polar Ridge", "Phá Băng Polar Ridge", "โพลาร์ ริดจ์ ไอซ์เบรกเกอร์ส", "Quebra-Gelos de Polar Ridge", "पोलर रिज आइसब्रेकर्स", "Polar Ridge Icebreakers"), color: "#157f1f" },
        { key: "aurora-falls-blizzard", names: n("极光瀑布暴风雪", "極光瀑布暴風雪", "Badai Salju Aurora Falls", "Bão Tuyết Aurora Falls", "ออโรรา ฟอลส์ บลิซซาร์ด", "Nevasca de Aurora Falls", "ऑरोरा फ़ॉल्स ब्लिज़र्ड", "Aurora Falls Blizzard"), color: "#147b6b" },
        { key: "kettle-lake-moose", names: n("壶湖驼鹿", "壺湖駝鹿", "Rusa Besar Kettle Lake", "Nai Sừng Tấm Kettle Lake", "เคตเทิล เลก มูส", "Alces de Kettle Lake", "केटल लेक मूस", "Kettle Lake Moose"), color: "#2164ca" },
        { key: "iron-harbour-blades", names: n("铁港利刃", "鐵港利刃", "Pedang Iron Harbour", "Lưỡi Kiếm Iron Harbour", "ไอรอน ฮาร์เบอร์ เบลดส์", "Lâminas de Iron Harbour", "आयरन हार्बर ब्लेड्स", "Iron Harbour Blades"), color: "#5c21ca" },
        { key: "northwind-ravens", names: n("北风渡鸦", "北風渡鴉", "Gagak Northwind", "Quạ Northwind", "นอร์ธวินด์ เรเวนส์", "Corvos de Northwind", "नॉर्थविंड रेवन्स", "Northwind Ravens"), color: "#c11fb1" },
        { key: "silverpine-thunderbirds", names: n("银松雷鸟", "銀松雷鳥", "Burung Guntur Silverpine", "Chim Sấm Silverpine", "ซิลเวอร์ไพน์ ธันเดอร์เบิร์ดส์", "Pássaros-Trovão de Silverpine", "सिल्वरपाइन थंडरबर्ड्स", "Silverpine Thunderbirds"), color: "#ca213a" },
      ],
    },
    {
      key: "ice-hockey-alpine-cup",
      names: n("高山冰球杯", "高山冰球盃", "Piala Es Alpen", "Cúp Băng Núi Cao", "อัลไพน์ ไอซ์ คัพ", "Copa Alpina do Gelo", "अल्पाइन आइस कप", "Alpine Ice Cup"),
      teams: [
        { key: "edelberg-ibex", names: n("埃德尔贝格北山羊", "埃德爾貝格北山羊", "Kambing Gunung Edelberg", "Dê Núi Edelberg", "เอเดลแบร์ก ไอเบ็กซ์", "Cabras-Monteses de Edelberg", "एडेलबर्ग आइबेक्स", "Edelberg Ibex"), color: "#c53c20" },
        { key: "kaltenbrunn-avalanche", names: n("卡尔滕布伦雪崩", "卡爾滕布倫雪崩", "Longsoran Salju Kaltenbrunn", "Tuyết Lở Kaltenbrunn", "คัลเทินบรุนน์ อวาแลนช์", "Avalanche de Kaltenbrunn", "काल्टेनब्रुन एवलांच", "Kaltenbrunn Avalanche"), color: "#766e13" },
        { key: "val-serein-marmots", names: n("瓦尔瑟兰旱獭", "瓦爾瑟蘭旱獺", "Marmut Val Serein", "Sóc Đất Val Serein", "วาล เซอแรง มาร์มอตส์", "Marmotas de Val Serein", "वाल सेरेन मार्मट्स", "Val Serein Marmots"), color: "#367b14" },
        { key: "skarvik-trolls", names: n("斯卡维克巨魔", "斯卡維克巨魔", "Troll Skarvik", "Quỷ Troll Skarvik", "สการ์วิก โทรลส์", "Trolls de Skarvik", "स्कारविक ट्रोल्स", "Skarvik Trolls"), color: "#157f41" },
        { key: "brennwald-bison", names: n("布伦瓦尔德野牛", "布倫瓦爾德野牛", "Bison Brennwald", "Bò Rừng Brennwald", "เบรนน์วัลด์ ไบซัน", "Bisões de Brennwald", "ब्रेनवाल्ड बाइसन", "Brennwald Bison"), color: "#17798c" },
        { key: "hochtal-griffins", names: n("霍赫塔尔狮鹫", "霍赫塔爾獅鷲", "Grifon Hochtal", "Điểu Sư Hochtal", "ฮอคทาล กริฟฟินส์", "Grifos de Hochtal", "होखटाल ग्रिफ़िन्स", "Hochtal Griffins"), color: "#212fca" },
        { key: "eisfeld-penguins", names: n("艾斯费尔德企鹅", "艾斯費爾德企鵝", "Penguin Eisfeld", "Chim Cánh Cụt Eisfeld", "ไอส์เฟลด์ เพนกวินส์", "Pinguins de Eisfeld", "आइसफ़ेल्ड पेंगुइन्स", "Eisfeld Penguins"), color: "#9121ca" },
        { key: "rotberg-wildcats", names: n("罗特贝格野猫", "羅特貝格野貓", "Kucing Liar Rotberg", "Mèo Rừng Rotberg", "ร็อทแบร์ก ไวลด์แคตส์", "Gatos Selvagens de Rotberg", "रोटबर्ग वाइल्डकैट्स", "Rotberg Wildcats"), color: "#ca2183" },
      ],
    },
  ],
  volleyball: [
    {
      key: "volleyball-sunrise-league",
      names: n("朝阳排球联赛", "朝陽排球聯賽", "Liga Bola Voli Fajar", "Giải Bóng chuyền Bình Minh", "ซันไรส์ วอลเลย์บอล ลีก", "Liga Alvorada de Vôlei", "सनराइज़ वॉलीबॉल लीग", "Sunrise Volleyball League"),
      teams: [
        { key: "golden-sands-spikers", names: n("金沙扣球手", "金沙扣球手", "Jagoan Smes Golden Sands", "Chủ Công Golden Sands", "โกลเดน แซนด์ส สไปเกอร์ส", "Atacantes de Golden Sands", "गोल्डन सैंड्स स्पाइकर्स", "Golden Sands Spikers"), color: "#a25c1a" },
        { key: "orchid-bay-butterflies", names: n("兰花湾蝴蝶", "蘭花灣蝴蝶", "Kupu-Kupu Orchid Bay", "Bươm Bướm Orchid Bay", "ออร์คิด เบย์ บัตเตอร์ฟลายส์", "Borboletas de Orchid Bay", "ऑर्किड बे बटरफ़्लाइज़", "Orchid Bay Butterflies"), color: "#5f7613" },
        { key: "crescent-shore-herons", names: n("新月岸苍鹭", "新月岸蒼鷺", "Bangau Crescent Shore", "Chim Diệc Crescent Shore", "เครสเซนต์ ชอร์ เฮรอนส์", "Garças de Crescent Shore", "क्रेसेंट शोर हेरॉन्स", "Crescent Shore Herons"), color: "#167f15" },
        { key: "highpeak-phoenix", names: n("高峰凤凰", "高峰鳳凰", "Feniks Highpeak", "Phượng Hoàng Highpeak", "ไฮพีก ฟีนิกซ์", "Fênix de Highpeak", "हाईपीक फ़ीनिक्स", "Highpeak Phoenix"), color: "#147b5f" },
        { key: "riverstone-otters", names: n("河石水獭", "河石水獺", "Berang-Berang Riverstone", "Rái Cá Riverstone", "ริเวอร์สโตน ออตเตอร์ส", "Lontras de Riverstone", "रिवरस्टोन ऑटर्स", "Riverstone Otters"), color: "#1f70bd" },
        { key: "jade-valley-cranes", names: n("玉谷仙鹤", "玉谷仙鶴", "Burung Jenjang Jade Valley", "Chim Sếu Jade Valley", "เจด แวลลีย์ เครนส์", "Grous de Jade Valley", "जेड वैली क्रेन्स", "Jade Valley Cranes"), color: "#4821ca" },
        { key: "lagoon-city-waves", names: n("潟湖城浪潮", "潟湖城浪潮", "Ombak Lagoon City", "Sóng Biển Lagoon City", "ลากูน ซิตี้ เวฟส์", "Ondas de Lagoon City", "लैगून सिटी वेव्स", "Lagoon City Waves"), color: "#be1fc1" },
        { key: "ambergate-swifts", names: n("琥珀门雨燕", "琥珀門雨燕", "Walet Ambergate", "Chim Yến Ambergate", "แอมเบอร์เกต สวิฟต์ส", "Andorinhões de Ambergate", "एम्बरगेट स्विफ़्ट्स", "Ambergate Swifts"), color: "#ca214e" },
      ],
    },
    {
      key: "volleyball-meridian-cup",
      names: n("子午线排球杯", "子午線排球盃", "Piala Voli Meridian", "Cúp Bóng chuyền Kinh Tuyến", "เมริเดียน วอลเลย์ คัพ", "Copa Meridiano de Vôlei", "मेरिडियन वॉली कप", "Meridian Volley Cup"),
      teams: [
        { key: "porto-celeste-marlins", names: n("塞莱斯特港枪鱼", "塞萊斯特港旗魚", "Marlin Porto Celeste", "Cá Cờ Porto Celeste", "ปอร์โต เชเลสเต มาร์ลินส์", "Agulhões de Porto Celeste", "पोर्टो चेलेस्ते मार्लिन्स", "Porto Celeste Marlins"), color: "#ca2921" },
        { key: "novaria-orcas", names: n("诺瓦里亚虎鲸", "諾瓦里亞虎鯨", "Paus Pembunuh Novaria", "Cá Voi Sát Thủ Novaria", "โนวาเรีย ออร์กาส์", "Orcas de Novaria", "नोवारिया ओर्काज़", "Novaria Orcas"), color: "#7f6a15" },
        { key: "ostrova-arrows", names: n("奥斯特罗瓦之箭", "奧斯特羅瓦之箭", "Panah Ostrova", "Mũi Tên Ostrova", "ออสโตรวา แอร์โรวส์", "Flechas de Ostrova", "ओस्त्रोवा एरोज़", "Ostrova Arrows"), color: "#427b14" },
        { key: "sakura-hills-blossoms", names: n("樱丘繁花", "櫻丘繁花", "Kembang Sakura Hills", "Đóa Hoa Sakura Hills", "ซากุระ ฮิลส์ บลอสซัมส์", "Flores de Sakura Hills", "साकुरा हिल्स ब्लॉसम्स", "Sakura Hills Blossoms"), color: "#157f35" },
        { key: "belvento-gale", names: n("贝尔文托疾风", "貝爾文托疾風", "Angin Kencang Belvento", "Gió Lốc Belvento", "เบลเวนโต เกล", "Ventania de Belvento", "बेलवेंटो गेल", "Belvento Gale"), color: "#157a7f" },
        { key: "ribeira-azul-macaws", names: n("蓝溪金刚鹦鹉", "藍溪金剛鸚鵡", "Makaw Ribeira Azul", "Vẹt Đuôi Dài Ribeira Azul", "ริเบรา อาซูล มาคอว์ส", "Araras de Ribeira Azul", "रिबेरा अज़ूल मकाउज़", "Ribeira Azul Macaws"), color: "#2143ca" },
        { key: "zephyr-point-stingrays", names: n("西风角魟鱼", "西風角魟魚", "Ikan Pari Zephyr Point", "Cá Đuối Gai Zephyr Point", "เซเฟอร์ พอยต์ สติงเรย์ส", "Arraias de Zephyr Point", "ज़ेफ़र पॉइंट स्टिंगरेज़", "Zephyr Point Stingrays"), color: "#7e21ca" },
        { key: "lindenhof-lightning", names: n("林登霍夫闪电", "林登霍夫閃電", "Petir Lindenhof", "Tia Chớp Lindenhof", "ลินเดนโฮฟ ไลต์นิง", "Raios de Lindenhof", "लिंडेनहोफ़ लाइटनिंग", "Lindenhof Lightning"), color: "#ca2197" },
      ],
    },
  ],
  baseball: [
    {
      key: "baseball-heartland-league",
      names: n("中陆棒球联盟", "中陸棒球聯盟", "Liga Bisbol Heartland", "Giải Bóng chày Heartland", "ฮาร์ตแลนด์ เบสบอล ลีก", "Liga Heartland de Beisebol", "हार्टलैंड बेसबॉल लीग", "Heartland Baseball League"),
      teams: [
        { key: "cedar-hollow-pioneers", names: n("雪松谷拓荒者", "雪松谷拓荒者", "Perintis Cedar Hollow", "Tiên Phong Cedar Hollow", "ซีดาร์ ฮอลโลว์ ไพโอเนียร์ส", "Pioneiros de Cedar Hollow", "सीडार हॉलो पायनियर्स", "Cedar Hollow Pioneers"), color: "#af521d" },
        { key: "prairie-junction-express", names: n("草原枢纽快车", "草原樞紐快車", "Ekspres Prairie Junction", "Tàu Tốc Hành Prairie Junction", "แพรรี จังก์ชัน เอ็กซ์เพรส", "Expresso de Prairie Junction", "प्रेयरी जंक्शन एक्सप्रेस", "Prairie Junction Express"), color: "#677213" },
        { key: "copper-creek-bandits", names: n("铜溪大盗", "銅溪大盜", "Perampok Copper Creek", "Băng Cướp Copper Creek", "คอปเปอร์ ครีก แบนดิตส์", "Bandidos de Copper Creek", "कॉपर क्रीक बैंडिट्स", "Copper Creek Bandits"), color: "#237f15" },
        { key: "oakhaven-barons", names: n("橡树港男爵", "橡樹港男爵", "Baron Oakhaven", "Nam Tước Oakhaven", "โอ๊กเฮเวน บารอนส์", "Barões de Oakhaven", "ओकहेवन बैरन्स", "Oakhaven Barons"), color: "#147b53" },
        { key: "goldenrod-fireflies", names: n("金穗萤火虫", "金穗螢火蟲", "Kunang-Kunang Goldenrod", "Đom Đóm Goldenrod", "โกลเดนร็อด ไฟร์ฟลายส์", "Vaga-Lumes de Goldenrod", "गोल्डनरॉड फ़ायरफ़्लाइज़", "Goldenrod Fireflies"), color: "#1b74a7" },
        { key: "millbrook-aces", names: n("磨溪王牌", "磨溪王牌", "Kartu As Millbrook", "Át Chủ Bài Millbrook", "มิลล์บรูก เอซส์", "Ases de Millbrook", "मिलब्रुक ऐसेस", "Millbrook Aces"), color: "#3521ca" },
        { key: "redfield-robins", names: n("红原知更鸟", "紅原知更鳥", "Burung Robin Redfield", "Chim Cổ Đỏ Redfield", "เรดฟิลด์ ร็อบบินส์", "Sabiás de Redfield", "रेडफ़ील्ड रॉबिन्स", "Redfield Robins"), color: "#b321ca" },
        { key: "windmill-plains-twisters", names: n("风车平原龙卷风", "風車平原龍捲風", "Puting Beliung Windmill Plains", "Vòi Rồng Windmill Plains", "วินด์มิลล์ เพลนส์ ทวิสเตอร์ส", "Tornados de Windmill Plains", "विंडमिल प्लेन्स ट्विस्टर्स", "Windmill Plains Twisters"), color: "#ca2162" },
      ],
    },
    {
      key: "baseball-archipelago-series",
      names: n("群岛棒球系列赛", "群島棒球系列賽", "Seri Bisbol Nusantara", "Loạt trận Bóng chày Quần đảo", "ซีรีส์เบสบอลหมู่เกาะ", "Série de Beisebol do Arquipélago", "द्वीपसमूह बेसबॉल सीरीज़", "Archipelago Baseball Series"),
      teams: [
        { key: "bamboo-grove-pandas", names: n("竹林熊猫", "竹林熊貓", "Panda Bamboo Grove", "Gấu Trúc Bamboo Grove", "แบมบู โกรฟ แพนดาส์", "Pandas de Bamboo Grove", "बैम्बू ग्रोव पांडाज़", "Bamboo Grove Pandas"), color: "#8c6717" },
        { key: "moonlit-bay-samurai", names: n("月湾武士", "月灣武士", "Samurai Moonlit Bay", "Võ Sĩ Moonlit Bay", "มูนลิต เบย์ ซามูไร", "Samurais de Moonlit Bay", "मूनलिट बे समुराई", "Moonlit Bay Samurai"), color: "#4e7b14" },
        { key: "ginseng-valley-magpies", names: n("人参谷喜鹊", "人蔘谷喜鵲", "Murai Ginseng Valley", "Chim Ác Là Ginseng Valley", "จินเส็ง แวลลีย์ แม็กพายส์", "Pegas de Ginseng Valley", "जिनसेंग वैली मैग्पाइज़", "Ginseng Valley Magpies"), color: "#157f28" },
        { key: "lantern-harbour-giants", names: n("灯笼港巨人", "燈籠港巨人", "Raksasa Lantern Harbour", "Người Khổng Lồ Lantern Harbour", "แลนเทิร์น ฮาร์เบอร์ ไจแอนตส์", "Gigantes de Lantern Harbour", "लैंटर्न हार्बर जायंट्स", "Lantern Harbour Giants"), color: "#147b74" },
        { key: "pagoda-hill-carp", names: n("塔山鲤鱼", "塔山鯉魚", "Ikan Mas Pagoda Hill", "Cá Chép Pagoda Hill", "พาโกดา ฮิลล์ คาร์ป", "Carpas de Pagoda Hill", "पगोडा हिल कार्प", "Pagoda Hill Carp"), color: "#2156ca" },
        { key: "terrace-hills-buffaloes", names: n("梯丘水牛", "梯丘水牛", "Kerbau Terrace Hills", "Trâu Nước Terrace Hills", "เทอร์เรซ ฮิลส์ บัฟฟาโลส์", "Búfalos de Terrace Hills", "टेरेस हिल्स बफ़ेलोज़", "Terrace Hills Buffaloes"), color: "#6a21ca" },
        { key: "tea-mountain-kingfishers", names: n("茶山翠鸟", "茶山翠鳥", "Raja Udang Tea Mountain", "Chim Bói Cá Tea Mountain", "ที เมาน์เทน คิงฟิชเชอร์ส", "Martins-Pescadores de Tea Mountain", "टी माउंटेन किंगफ़िशर्स", "Tea Mountain Kingfishers"), color: "#c520a7" },
        { key: "jasper-coast-whales", names: n("碧岸巨鲸", "碧岸巨鯨", "Paus Jasper Coast", "Cá Voi Jasper Coast", "แจสเปอร์ โคสต์ เวลส์", "Baleias de Jasper Coast", "जैस्पर कोस्ट व्हेल्स", "Jasper Coast Whales"), color: "#ca212c" },
      ],
    },
  ],
  esports: [
    {
      key: "esports-starfall-pro-league",
      names: n("星陨职业联赛", "星隕職業聯賽", "Liga Pro Starfall", "Giải Chuyên nghiệp Starfall", "สตาร์ฟอลล์ โปร ลีก", "Liga Profissional Starfall", "स्टारफ़ॉल प्रो लीग", "Starfall Pro League"),
      teams: [
        { key: "neo-harbour-phantoms", names: n("新港幻影", "新港幻影", "Bayangan Neo Harbour", "Bóng Ma Neo Harbour", "นีโอ ฮาร์เบอร์ แฟนทอมส์", "Fantasmas de Neo Harbour", "नियो हार्बर फ़ैंटम्स", "Neo Harbour Phantoms"), color: "#bd461f" },
        { key: "crimson-bay-vortex", names: n("赤湾漩涡", "赤灣漩渦", "Pusaran Crimson Bay", "Vòng Xoáy Crimson Bay", "คริมสัน เบย์ วอร์เท็กซ์", "Vórtice de Crimson Bay", "क्रिमसन बे वोर्टेक्स", "Crimson Bay Vortex"), color: "#727213" },
        { key: "pixel-city-ninjas", names: n("像素城忍者", "像素城忍者", "Ninja Pixel City", "Nhẫn Giả Pixel City", "พิกเซล ซิตี้ นินจาส์", "Ninjas de Pixel City", "पिक्सेल सिटी निंजाज़", "Pixel City Ninjas"), color: "#2f7f15" },
        { key: "quantum-valley-wizards", names: n("量子谷巫师", "量子谷巫師", "Penyihir Quantum Valley", "Phù Thủy Quantum Valley", "ควอนตัม แวลลีย์ วิซาร์ดส์", "Magos de Quantum Valley", "क्वांटम वैली विज़ार्ड्स", "Quantum Valley Wizards"), color: "#157f4a" },
        { key: "circuit-town-reapers", names: n("电路城死神", "電路城死神", "Malaikat Maut Circuit Town", "Tử Thần Circuit Town", "เซอร์กิต ทาวน์ รีปเปอร์ส", "Ceifadores de Circuit Town", "सर्किट टाउन रीपर्स", "Circuit Town Reapers"), color: "#187695" },
        { key: "starport-sentinels", names: n("星港哨兵", "星港哨兵", "Penjaga Starport", "Lính Canh Starport", "สตาร์พอร์ต เซนทิเนลส์", "Sentinelas de Starport", "स्टारपोर्ट सेंटिनल्स", "Starport Sentinels"), color: "#2121ca" },
        { key: "echo-ridge-serpents", names: n("回声岭巨蛇", "回聲嶺巨蛇", "Ular Raksasa Echo Ridge", "Mãng Xà Echo Ridge", "เอคโค ริดจ์ เซอร์เพนส์", "Serpentes de Echo Ridge", "इको रिज सर्पेंट्स", "Echo Ridge Serpents"), color: "#a021ca" },
        { key: "nova-heights-valkyries", names: n("新星高地女武神", "新星高地女武神", "Valkyrie Nova Heights", "Nữ Chiến Binh Nova Heights", "โนวา ไฮตส์ วาลคิรีส์", "Valquírias de Nova Heights", "नोवा हाइट्स वाल्कीरीज़", "Nova Heights Valkyries"), color: "#ca2175" },
      ],
    },
    {
      key: "esports-horizon-masters",
      names: n("地平线大师赛", "地平線大師賽", "Turnamen Master Horizon", "Giải Cao thủ Horizon", "ฮอไรซัน มาสเตอร์ส", "Torneio Masters Horizon", "होराइज़न मास्टर्स", "Horizon Masters"),
      teams: [
        { key: "thunderpeak-raiders", names: n("雷峰突袭者", "雷峰突襲者", "Penyerbu Thunderpeak", "Đột Kích Thunderpeak", "ธันเดอร์พีก เรดเดอร์ส", "Invasores de Thunderpeak", "थंडरपीक रेडर्स", "Thunderpeak Raiders"), color: "#9a6219" },
        { key: "shadow-lake-ronin", names: n("影湖浪人", "影湖浪人", "Ronin Shadow Lake", "Lãng Khách Shadow Lake", "แชโดว์ เลก โรนิน", "Ronins de Shadow Lake", "शैडो लेक रोनिन", "Shadow Lake Ronin"), color: "#577613" },
        { key: "ember-isle-salamanders", names: n("余烬岛火蜥蜴", "餘燼島火蜥蜴", "Salamander Ember Isle", "Kỳ Giông Ember Isle", "เอมเบอร์ ไอล์ ซาลาแมนเดอร์ส", "Salamandras de Ember Isle", "एम्बर आइल सैलामैंडर्स", "Ember Isle Salamanders"), color: "#157f1c" },
        { key: "imperial-bay-dynasty", names: n("皇湾王朝", "皇灣王朝", "Dinasti Imperial Bay", "Vương Triều Imperial Bay", "อิมพีเรียล เบย์ ไดนาสตี", "Dinastia de Imperial Bay", "इंपीरियल बे डायनेस्टी", "Imperial Bay Dynasty"), color: "#147b68" },
        { key: "datahaven-hydras", names: n("数据港九头蛇", "數據港九頭蛇", "Hidra Datahaven", "Thủy Quái Datahaven", "ดาต้าเฮเวน ไฮดราส์", "Hidras de Datahaven", "डेटाहेवन हाइड्राज़", "Datahaven Hydras"), color: "#216aca" },
        { key: "obsidian-ridge-golems", names: n("黑曜岭魔像", "黑曜嶺魔像", "Golem Obsidian Ridge", "Người Đá Obsidian Ridge", "ออบซิเดียน ริดจ์ โกเลมส์", "Golens de Obsidian Ridge", "ऑब्सिडियन रिज गोलेम्स", "Obsidian Ridge Golems"), color: "#5621ca" },
        { key: "sunforge-spartans", names: n("日炉斯巴达", "日爐斯巴達", "Prajurit Sparta Sunforge", "Chiến Binh Sparta Sunforge", "ซันฟอร์จ สปาร์ตันส์", "Espartanos de Sunforge", "सनफ़ोर्ज स्पार्टन्स", "Sunforge Spartans"), color: "#c11fb6" },
        { key: "midnight-harbour-bats", names: n("午夜港蝙蝠", "午夜港蝙蝠", "Kelelawar Midnight Harbour", "Bầy Dơi Midnight Harbour", "มิดไนต์ ฮาร์เบอร์ แบตส์", "Morcegos de Midnight Harbour", "मिडनाइट हार्बर बैट्स", "Midnight Harbour Bats"), color: "#ca2140" },
      ],
    },
  ],
};
