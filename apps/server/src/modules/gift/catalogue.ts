import { localizedNames } from "@courtside/protocol";
import type { gifts } from "../../db/schema/index.js";

type GiftRow = typeof gifts.$inferInsert;

/** How a gift shows in the room: larger gifts animate, the largest over the whole player. */
export function effectFor(price: number) {
  if (price >= 1000) return "fullscreen";
  if (price >= 50) return "float";
  return "none";
}

function gift(id: number, code: string, price: number, names: ReturnType<typeof localizedNames>): GiftRow {
  return { id, code, ...names, image: `/gifts/${code}.svg`, price, effect: effectFor(price), sort: id };
}

/** The gift catalogue (reference data, written at every start; images live in apps/web/public/gifts). */
export const GIFT_ROWS: GiftRow[] = [
  gift(1, "like", 1, localizedNames("点赞", "點讚", "Suka", "Thích", "ถูกใจ", "Curtir", "पसंद", "Like")),
  gift(
    2,
    "football",
    5,
    localizedNames("足球", "足球", "Sepak bola", "Bóng đá", "ฟุตบอล", "Bola de futebol", "फ़ुटबॉल", "Football"),
  ),
  gift(
    3,
    "basketball",
    10,
    localizedNames("篮球", "籃球", "Bola basket", "Bóng rổ", "บาสเกตบอล", "Bola de basquete", "बास्केटबॉल", "Basketball"),
  ),
  gift(4, "whistle", 20, localizedNames("哨子", "哨子", "Peluit", "Còi", "นกหวีด", "Apito", "सीटी", "Whistle")),
  gift(5, "medal", 52, localizedNames("奖牌", "獎牌", "Medali", "Huy chương", "เหรียญรางวัล", "Medalha", "पदक", "Medal")),
  gift(6, "trophy", 99, localizedNames("奖杯", "獎盃", "Trofi", "Cúp", "ถ้วยรางวัล", "Troféu", "ट्रॉफी", "Trophy")),
  gift(7, "rocket", 520, localizedNames("火箭", "火箭", "Roket", "Tên lửa", "จรวด", "Foguete", "रॉकेट", "Rocket")),
  gift(8, "crown", 1314, localizedNames("皇冠", "皇冠", "Mahkota", "Vương miện", "มงกุฎ", "Coroa", "मुकुट", "Crown")),
  gift(
    9,
    "fireworks",
    5200,
    localizedNames("烟花", "煙火", "Kembang api", "Pháo hoa", "ดอกไม้ไฟ", "Fogos de artifício", "आतिशबाज़ी", "Fireworks"),
  ),
];
