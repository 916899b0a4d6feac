import { randomBytes } from "node:crypto";
import net from "node:net";

/**
 * A WebSocket client on a raw TCP socket, for hostile frames the `ws` package would never send
 * (invalid UTF-8, unmasked, reserved opcodes, truncated frames): the upgrade is written by hand,
 * the server's status line read back, then any bytes are written as they are.
 */
export interface RawSocket {
  /** The status code of the server's answer to the upgrade (101 when the socket exists). */
  status: number;
  socket: net.Socket;
  /** Resolves once the server (or we) closed the connection. */
  ended: Promise<void>;
}

export function upgrade(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawSocket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const ended = new Promise<void>((done) => socket.once("close", () => done()));
    let head = "";
    socket.on("error", () => {});
    socket.once("close", () => reject(new Error(`closed before an answer: ${head}`)));
    socket.on("data", function onData(chunk: Buffer) {
      head += chunk.toString("latin1");
      const line = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (!line || !head.includes("\r\n\r\n")) return;
      socket.off("data", onData);
      resolve({ status: Number(line[1]), socket, ended });
    });
    const lines = [
      `GET ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
      "Sec-WebSocket-Version: 13",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}

/** One client frame (masked unless `masked: false`); `length` may lie about the payload's size. */
export function frame(
  payload: Buffer,
  options: { opcode?: number; fin?: boolean; rsv?: number; masked?: boolean; length?: number } = {},
): Buffer {
  const { opcode = 1, fin = true, rsv = 0, masked = true } = options;
  const length = options.length ?? payload.length;
  const first = (fin ? 0x80 : 0) | (rsv << 4) | opcode;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([first, (masked ? 0x80 : 0) | length]);
  } else if (length < 65_536) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  if (!masked) return Buffer.concat([header, payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  return Buffer.concat([header, mask, body]);
}
