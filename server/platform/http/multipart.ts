import type { IncomingMessage } from "node:http";
import { actionError } from "./action-body";
import { HttpError, readRawBody } from "./json";

export const NOT_MULTIPART = "Send the file as multipart/form-data";

/**
 * A multipart/form-data body, read whole up to `limit` bytes (413 past it) and parsed by the
 * runtime's own FormData parser. Anything that does not parse is a 400.
 */
export async function readMultipart(req: IncomingMessage, limit: number): Promise<FormData> {
  const type = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type)) {
    req.resume();
    throw actionError(400, NOT_MULTIPART, { file: NOT_MULTIPART });
  }
  let body: Buffer;
  try {
    body = await readRawBody(req, limit);
  } catch (error) {
    if (error instanceof HttpError) {
      throw actionError(error.status, error.body.errorMessage, undefined, error.headers);
    }
    throw error;
  }
  try {
    return await new Response(new Uint8Array(body), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw actionError(400, NOT_MULTIPART, { file: NOT_MULTIPART });
  }
}
