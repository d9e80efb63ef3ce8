import type { UploadPurpose, uploadTicketSchema } from "@courtside/protocol";
import { type Data, post, type SendBytesOptions, sendBytes } from "./client";

/** Asks for a signed, expiring address to PUT a file to; the server checks size and type first. */
export const requestUploadTicket = (fileName: string, fileSize: number, purpose: UploadPurpose) =>
  post<Data<typeof uploadTicketSchema>>("/manage/ossFile/image/oss_upload", { fileName, fileSize, purpose });

/**
 * Uploads a file in the spec's two steps (ticket, then PUT of the bytes) and returns its final
 * address: the upload address before its `?`, which the server also gives as `url`.
 */
export async function uploadFile(file: File, purpose: UploadPurpose, options: SendBytesOptions = {}): Promise<string> {
  const ticket = await requestUploadTicket(file.name, file.size, purpose);
  await sendBytes(ticket.uploadUrl, file, options);
  return ticket.url || ticket.uploadUrl.split("?")[0] || ticket.uploadUrl;
}
