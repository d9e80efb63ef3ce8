import { uploadImage } from "../../helpers/admin.js";
import { importFixtures } from "../../helpers/matches.js";
import { idOf, must } from "../request.js";
import type { Domain } from "./domain.js";

/**
 * The victim's anchor space and room: a photo, an update, a live cover, a common phrase, a booked
 * match, and a viewer muted in the room.
 */
export const space: Domain<{ photo: number; note: number; cover: number; phrase: number }> = {
  name: "space",
  async setUp(t, { victim, bystander }) {
    const victimDoes = (path: string, body: unknown) => must(t, victim, { path, body });
    const photo = idOf(await victimDoes("web_anchor/addImage", { url: await uploadImage(t, victim.token) }));
    const note = idOf(await victimDoes("web_anchor/addNote", { content: "Match day notes" }));
    const cover = idOf(
      await victimDoes("web_anchor/AddLiveCover", { region: "TW", image: await uploadImage(t, victim.token) }),
    );
    const phrase = idOf(await victimDoes("chat/appUserFrequently/add", { text: "Great goal!" }));
    const { ids } = await importFixtures(t, [30]);
    await victimDoes("web_race/web_race_appoint", { matchId: ids[0] ?? 0 });
    await victimDoes("chat-room/mute", { roomId: victim.id, userId: bystander.id, duration: 30 });
    return { photo, note, cover, phrase };
  },

  views: ({ victim }) =>
    (
      [
        ["web_anchor/anchor_user", {}],
        ["wallet/info", {}],
        ["wallet/history", {}],
        ["web_anchor/anchor_house_config_details", {}],
        ["chat/appUserFrequently/listAll", {}],
        ["web_anchor/imageList", { anchorId: victim.id }],
        ["web_anchor/noteList", { anchorId: victim.id }],
        ["web_anchor/GetLiveCoverPage", {}],
        ["web_race/race_data_appoint", {}],
        ["web_my/my_follows", {}],
        ["chat-room/people", { roomId: victim.id }],
        ["web_anchor/anchor_apply_for_details", {}],
      ] as const
    ).map(([path, body]) => ({ path, body })),

  refused: ({ victim, bystander }, owned) => {
    const room = victim.id;
    return (
      [
        ["web_anchor/deleteImage", { id: owned.photo }],
        ["web_anchor/deleteNote", { id: owned.note }],
        ["web_anchor/EditLiveCover", { id: owned.cover, shown: false }],
        ["web_anchor/DelLiveCoverPage", { id: owned.cover }],
        ["chat/appUserFrequently/edit", { id: owned.phrase, text: "taken over" }],
        ["chat/appUserFrequently/delete", { id: owned.phrase }],
        ["chat/appUserFrequently/batchEditSort", { ids: [owned.phrase] }],
        ["chat-room/unmute", { roomId: room, userId: bystander.id }],
        ["chat-room/mute", { roomId: room, userId: victim.id, duration: 60 }],
        ["chat-room/mute_all", { roomId: room, on: true }],
        ["web_anchor/clear_msg", { roomId: room }],
        ["chat-room/message/delete", { roomId: room, seq: 1 }],
        ["web_anchor/stop_chat", { roomId: room, userId: bystander.id, flag: 1 }],
        ["chat-room/people", { roomId: room }],
      ] as const
    ).map(([path, body]) => ({ path, body }));
  },
};
