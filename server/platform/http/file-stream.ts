import fs from "node:fs";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import { sendJson } from "./json";

/**
 * A stored file as a 200 answer with `headers`, streamed. The headers go out once the file is
 * open; a file that cannot be opened is 404, one that fails while read (gone, a directory, a disk
 * error) cuts that answer's connection. pipeline listens to `error` on both streams and closes
 * both: a bare `pipe` left the read stream's `error` unheard, which ended the process.
 */
export function streamFile(res: ServerResponse, file: string, headers: OutgoingHttpHeaders): void {
  const stream = fs.createReadStream(file);
  stream.once("error", () => {
    if (!res.headersSent) sendJson(res, 404, { errorMessage: "Not found" });
  });
  stream.once("open", () => {
    res.writeHead(200, headers);
    pipeline(stream, res, (error) => {
      if (error) res.destroy();
    });
  });
}
