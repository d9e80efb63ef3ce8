/**
 * What the sweeps of keep-closed.test.ts cannot read from the OpenAPI document: which routes answer
 * visitors, and valid input for schemas whose rules the document does not show.
 */

/** Routes that answer visitors; every other route must refuse a caller without a valid token. */
export const PUBLIC = new Set([
  "GET /web/health",
  "GET /web/health/live",
  "GET /web/health/ready",
  "GET /web/systemEnums/findAll",
  "GET /web/systemEnums/globalConfig",
  "GET /web/system/domain",
  "POST /web/static/ossUrl",
  "POST /web/common_face/find_rich_text",
  "GET /web/manage/app_update/android",
  "GET /web/static/vant_addr.json",
  "POST /web/web_race/web_race_column",
  "POST /web/web_anchor/anchor_column",
  "POST /web/web_user/web_user_reg",
  "POST /web/web_user/web_check_user_name",
  "POST /web/web_user/web_pwd_login",
  "POST /web/web_user/web_get_phone_code",
  "POST /web/web_user/web_phone_login",
  "POST /web/web_user/code_token",
  "POST /web/web_user/web_user_reset_password",
  "POST /web/web_race/race_data_column_with_num",
  "POST /web/web_race/race_data_content_list_page",
  "POST /web/web_race/match_list",
  "GET /web/web_race/show/match/{sportId}/{date}",
  "POST /web/web_match/web_match_details",
  "POST /web/web_home/home_details_top",
  "POST /web/web_home/home_details_middle",
  "POST /web/web_home/home_details_bottom",
  "POST /web/web_home/home_info_bottom",
  "GET /web/gift/list",
  "GET /web/redPacket/list/{id}",
  "GET /web/redPacket/room/{id}",
  "POST /web/web_anchor/anchor_column_num",
  "POST /web/web_anchor/anchor_content_list",
  "POST /web/web_anchor/anchor_content_list_new",
  "POST /web/web_anchor/recommend_anchor",
  "POST /web/web_anchor/anchor_details",
  "POST /web/web_anchor/anchor_information",
  "POST /web/web_anchor/anchor_schedule",
  "POST /web/web_anchor/match_rooms",
  "POST /web/web_race/match_replays",
  "POST /web/web_race/race_data_leagues",
  "POST /web/search",
  "POST /web/web_anchor/room_ranking",
  "POST /web/web_anchor/live_history",
  "GET /web/web_anchor/getZoneSwitch",
  "POST /web/web_anchor/imageList",
  "POST /web/web_anchor/noteList",
  "POST /web/web_anchor/web_im_info",
  "POST /web/web_race/race_im_info",
  "POST /web/chat-room/history",
  "POST /web/chat-room/match-history",
  "GET /web/chat-room/adv/{id}",
  "GET /web/chat/anchor/room/chat/banner",
  "POST /web/chat/anchor/onlineCount",
  "POST /web/web_anchor/liveSign",
  "POST /web/web_anchor/replay_list",
  // Chat identity and flags: a visitor gets a read-only identity for the live-room chat.
  "GET /web/openim-url/get",
  "POST /web/chat/user/filterTouristUser",
  "POST /web/chat/user/userFlag",
  // Who is on a room's mic stage: shown to the room's viewers and to the OBS stage page.
  "GET /web/stage/{roomId}",
  // The server's public key for browser push subscriptions.
  "GET /web/jpush/publicKey",
  // Outside the JSON API: signed upload addresses and the media a player reads.
  "PUT /files/{*}",
  "GET /live/{file}",
  "GET /live/{room}/{file}",
  "GET /replays/{file}",
]);

/** Examples for what a document cannot express (regular expressions, cross-field rules). */
const PACKET = { type: 1, content: 1, count: 1, amount: 1, limitHours: 3 };
const NO_PACKET = "00000000-0000-4000-8000-000000000000";
export const EXAMPLES: Record<
  string,
  { body?: unknown; params?: Record<string, string>; query?: Record<string, string> }
> = {
  "POST /web/web_user/web_user_reg": {
    body: { username: "zq9probe01", password: "secret123", confirmPassword: "secret123", agree: true },
  },
  "POST /web/web_user/web_check_user_name": { body: { username: "zq9probe01" } },
  "POST /web/web_user/web_get_phone_code": { body: { phone: "13900000000", areaCode: "86", scene: "login" } },
  "POST /web/web_user/web_phone_login": { body: { phone: "13900000000", areaCode: "86", code: "000000" } },
  "POST /web/web_user/code_token": { body: { phone: "13900000000", areaCode: "86", code: "000000", scene: "reset" } },
  "POST /web/web_user/web_user_change_password": {
    body: { oldPassword: "not-mine1", newPassword: "secret456", confirmPassword: "secret456" },
  },
  "POST /web/web_user/web_user_reset_password": {
    body: { codeToken: "not-a-token", newPassword: "secret456", confirmPassword: "secret456" },
  },
  "GET /web/web_race/show/match/{sportId}/{date}": { params: { sportId: "1", date: "2024-01-01" } },
  // The attacker's own room: a packet there costs the attacker a coin and touches no one else.
  "POST /web/redPacket/send": { body: { ...PACKET, idempotencyKey: "probe-packet-1" } },
  "POST /web/web_anchor/send_money_to_all": { body: { ...PACKET, idempotencyKey: "probe-packet-2" } },
  "POST /web/web_anchor/send_money_to_one": {
    body: { ...PACKET, toUserId: 2_147_483_647, idempotencyKey: "probe-packet-3" },
  },
  "POST /web/web_anchor/live_history": { body: { anchorId: 2_147_483_647, month: "2024-01" } },
  "POST /web/web_anchor/addNote": { body: { content: "probe" } },
  "POST /web/web_anchor/anchor_apply_for": {
    body: {
      realName: "Probe Person",
      areaCode: "86",
      contactPhone: "13900000000",
      sports: [1],
      introduction: "Ten characters at least.",
      sampleImages: ["/files/none.png"],
    },
  },
  "POST /web/chat/message/forward": {
    body: { clientMsgId: "probe-forward-1", conversationId: 2_147_483_647, seqs: [1], userIds: [2_147_483_647] },
  },
  // One recipient who does not exist: without one, a notice goes to everyone.
  "POST /web/admin/notices": { body: { userId: 2_147_483_647, title: "Probe", body: "" } },
  // A word no chat of a suite sharing the database will contain.
  "POST /web/admin/sensitive_words/add": { body: { word: "zqxprobe" } },
  // Without an anchor id it is the caller's own room, which needs sign-in.
  "POST /web/web_anchor/liveSign": { body: { anchorId: 2_147_483_647 } },
  // Packets are named by a public id (a UUID); this one names no packet.
  "POST /web/redPacket/open/{id}": { params: { id: NO_PACKET } },
  "GET /web/redPacket/list/{id}": { params: { id: NO_PACKET } },
  "GET /live/{file}": { params: { file: "2147483647.flv" } },
  "GET /live/{room}/{file}": { params: { room: "2147483647", file: "index.m3u8" } },
  "GET /replays/{file}": { params: { file: "2147483647-1.mp4" } },
  "PUT /files/{*}": { params: { "*": "uploads/none.png" }, query: { expires: "1", signature: "none" } },
};
