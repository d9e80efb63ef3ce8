import type { AnchorCard } from "@courtside/protocol";
import chatBoxCss from "../../components/ChatRoom/ChatRoomBox.css?inline";
import playerCss from "../../components/Player/Player.css?inline";
import anchorRoomCss from "../../pages/AnchorRoom/AnchorRoom.css?inline";
import { read } from "../api";
import { esc } from "../html";
import type { Screen } from "../screen";

/**
 * An anchor's live room (pages/AnchorRoom): its name, the picture's frame with the player's first
 * words (offline, or connecting) and the chat's box, which the app fills.
 */
export const anchorRoom: Screen = {
  section: "anchor",
  sportsLit: false,
  page: "anchorRoom",
  styles: [anchorRoomCss, playerCss, chatBoxCss],
  async paint({ lang, t, id }, draw) {
    const details = read<AnchorCard>(lang, "/web_anchor/anchor_details", { anchorId: id });
    const frame = (title: string, player: string) =>
      `<section class="page-frame"><h1 class="page-frame__title">${title}</h1><div class="page-frame__panel"><div class="anchor-room"><div class="anchor-room__main"><div class="anchor-room__stage"><div class="player player--live">${player}</div></div></div><aside class="anchor-room__side"><div class="chat-room-placeholder"></div></aside></div></div></section>`;
    draw(frame("&nbsp;", ""));
    const room = await details;
    if (!room) return;
    const player = room.live
      ? `<div class="player__overlay player__overlay--clear"><p>${esc(t("player.connecting"))}</p></div>`
      : `<div class="player__overlay"><p class="player__overlay-title">${esc(t("player.offline"))}</p><p>${esc(t("player.offlineHint"))}</p></div>`;
    draw(frame(esc(room.roomName || room.nickname), player));
  },
};
