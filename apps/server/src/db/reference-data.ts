import type { LocalizedNames, SportKey } from "@courtside/protocol";
import { localizedNames as n, SPORTS } from "@courtside/protocol";

type Names = LocalizedNames;

export const SPORT_NAMES: Record<SportKey, Names> = {
  football: n("足球", "足球", "Sepak Bola", "Bóng đá", "ฟุตบอล", "Futebol", "फ़ुटबॉल", "Football"),
  basketball: n("篮球", "籃球", "Bola Basket", "Bóng rổ", "บาสเกตบอล", "Basquete", "बास्केटबॉल", "Basketball"),
  tennis: n("网球", "網球", "Tenis", "Quần vợt", "เทนนิส", "Tênis", "टेनिस", "Tennis"),
  cricket: n("板球", "板球", "Kriket", "Crích-kê", "คริกเก็ต", "Críquete", "क्रिकेट", "Cricket"),
  iceHockey: n(
    "冰球",
    "冰球",
    "Hoki Es",
    "Khúc côn cầu trên băng",
    "ฮอกกี้น้ำแข็ง",
    "Hóquei no gelo",
    "आइस हॉकी",
    "Ice Hockey",
  ),
  volleyball: n("排球", "排球", "Bola Voli", "Bóng chuyền", "วอลเลย์บอล", "Vôlei", "वॉलीबॉल", "Volleyball"),
  baseball: n("棒球", "棒球", "Bisbol", "Bóng chày", "เบสบอล", "Beisebol", "बेसबॉल", "Baseball"),
  esports: n("电竞", "電競", "E-Sport", "Thể thao điện tử", "อีสปอร์ต", "eSports", "ई-स्पोर्ट्स", "Esports"),
};

const ALL = n("全部", "全部", "Semua", "Tất cả", "ทั้งหมด", "Todos", "सभी", "All");
const ENTERTAINMENT = n("娱乐", "娛樂", "Hiburan", "Giải trí", "บันเทิง", "Entretenimento", "मनोरंजन", "Entertainment");

/** Column 0 lists everything; one column per sport keeps the sport's id. */
function sportColumns() {
  return (Object.keys(SPORTS) as SportKey[]).map((key, index) => ({
    id: SPORTS[key],
    sportId: SPORTS[key],
    sort: index + 1,
    ...SPORT_NAMES[key],
  }));
}

export const SPORT_ROWS = (Object.keys(SPORTS) as SportKey[]).map((key) => ({
  id: SPORTS[key],
  key,
  ...SPORT_NAMES[key],
}));

export const MATCH_COLUMN_ROWS = [{ id: 0, sportId: null, sort: 0, ...ALL }, ...sportColumns()];

/** Anchors may stream things other than matches; they go under Entertainment. */
export const ANCHOR_COLUMN_ROWS = [
  { id: 0, sportId: null, sort: 0, ...ALL },
  ...sportColumns(),
  { id: 100, sportId: null, sort: 100, ...ENTERTAINMENT },
];
