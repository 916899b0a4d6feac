import { randomBytes } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERVIEW_SOCKET } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { ActionClient } from "../integration/actions/action-client";
import { platformToken } from "../integration/actions/platform";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { frame, upgrade, type RawSocket } from "../support/raw-socket";
import { signedJson } from "../support/signed-action";
import { startStack, type Stack } from "../support/stack";
import { waitUntil } from "../support/wait";

/**
 * Issue 30: one anonymous WebSocket frame once stopped the whole product (the BFF's socket had
 * no `error` listener: "Max payload size exceeded ... Unhandled 'error' event"). Every hostile
 * frame below is sent to the BFF's interview socket and to the platform's own, then the BFF's
 * process must still run and its health route answer; a visitor never gets a socket at all.
 */
let stack: Stack;
let learner: ActionClient;
let room = "";
let platformBearer = "";

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  learner = new ActionClient(stack);
  await loginByOtp(learner.browser, stack, "socket-attacker@example.com");
  await learner.open("/interview-prep/ai-mock-interview");
  const started = await learner.post("/interview-prep/ai-mock-interview", {
    intent: "API_CALL",
    action: signedJson({
      type: "API_CALL",
      uri: UPSTREAM_CALLS.interviewStart.path,
      requestObject: { role: "Backend developer", useWebSocket: true },
    }),
  });
  room = started.redirect!;
  await learner.browser.get(room);
  platformBearer = await platformToken(stack, "socket-attacker-platform@example.com");
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const cookieOf = (browser: Browser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** The BFF's process still runs and its health route answers 200. */
async function expectBffAlive(): Promise<void> {
  const child = stack.bffProcess();
  expect(child.exitCode).toBeNull();
  expect(child.signalCode).toBeNull();
  expect((await fetch(`${stack.bffUrl}/healthz`)).status).toBe(200);
  expect((await fetch(`${stack.bffUrl}/health`)).status).toBe(200);
}

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xfd, 0xc3, 0x28, 0xa0, 0xa1]);

/** Each hostile input: the bytes written after the upgrade, then how the client leaves. */
const HOSTILE: { name: string; bytes: Buffer; leave: "wait" | "end" | "destroy" }[] = [
  {
    name: "a frame one byte over the limit",
    bytes: frame(Buffer.alloc(INTERVIEW_SOCKET.maxClientMessageBytes + 1, 0x61)),
    leave: "wait",
  },
  { name: "7 bytes of invalid UTF-8", bytes: frame(INVALID_UTF8), leave: "wait" },
  {
    name: "a frame announcing 2^53 bytes",
    bytes: frame(Buffer.alloc(0), { length: 2 ** 53 }),
    leave: "wait",
  },
  { name: "an unmasked frame", bytes: frame(Buffer.from("{}"), { masked: false }), leave: "wait" },
  { name: "a reserved opcode", bytes: frame(Buffer.from("{}"), { opcode: 3 }), leave: "wait" },
  { name: "RSV1 without an extension", bytes: frame(Buffer.from("{}"), { rsv: 4 }), leave: "wait" },
  {
    name: "a close frame with an invalid code",
    bytes: frame(Buffer.from([0x03, 0xe7]), { opcode: 8 }),
    leave: "wait",
  },
  {
    name: "a fragmented message over the limit",
    bytes: Buffer.concat([
      frame(Buffer.alloc(10_000, 0x61), { fin: false }),
      frame(Buffer.alloc(10_000, 0x61), { opcode: 0 }),
    ]),
    leave: "wait",
  },
  {
    name: "a truncated frame, then the end",
    bytes: frame(Buffer.from("{}"), { length: 100 }).subarray(0, 12),
    leave: "end",
  },
  {
    name: "half a frame, then an abrupt close",
    bytes: frame(Buffer.alloc(300, 0x61)).subarray(0, 40),
    leave: "destroy",
  },
];

async function sendHostile(open: () => Promise<RawSocket>, input: (typeof HOSTILE)[number]) {
  const raw = await open();
  expect(raw.status).toBe(101);
  raw.socket.write(input.bytes);
  if (input.leave === "end") raw.socket.end();
  if (input.leave === "destroy") raw.socket.destroy();
  await raw.ended;
}

/**
 * 1,000 garbage connections to `baseUrl`, 100 at a time: random bytes, upgrades cut off in their
 * headers, bad keys and versions, full upgrades followed at once by an oversized invalid frame,
 * nonsense request lines; every other one leaves abruptly.
 */
async function garbageConnections(
  baseUrl: string,
  socketPath: string,
  /** A header line that admits the full upgrades (the learner's cookie, a platform token). */
  credentials: string,
): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  const garbage = (i: number): Buffer => {
    const upgradeHead = (extra: string) =>
      Buffer.from(
        `GET ${socketPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Origin: ${baseUrl}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n${extra}`,
      );
    switch (i % 5) {
      case 0:
        return randomBytes(64 + (i % 200));
      case 1:
        // An upgrade cut off in its headers.
        return upgradeHead("Sec-WebSocket-Version: 13\r\nSec-WebSocket-K");
      case 2:
        // A bad key and version, then frames.
        return Buffer.concat([
          upgradeHead("Sec-WebSocket-Key: x\r\nSec-WebSocket-Version: 99\r\n\r\n"),
          frame(INVALID_UTF8),
        ]);
      case 3:
        // A full upgrade, admitted (or over the cap), then at once an oversized, invalid frame.
        return Buffer.concat([
          upgradeHead(
            `${credentials}\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n` +
              "Sec-WebSocket-Version: 13\r\n\r\n",
          ),
          frame(Buffer.alloc(INTERVIEW_SOCKET.maxClientMessageBytes + 1, 0xff)),
        ]);
      default:
        return Buffer.from(`GARBAGE ${"%".repeat(i % 300)} HTTP/9.9\r\n\r\n`);
    }
  };
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(garbage(i));
        // Every other connection leaves abruptly; the rest wait for the server's answer.
        if (i % 2) socket.destroy();
        else socket.end();
      });
      socket.on("error", () => {});
      socket.resume();
      socket.once("close", () => resolve());
    });
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(Array.from({ length: 100 }, (_, i) => one(batch * 100 + i)));
  }
}

describe("the BFF's interview socket under hostile input", () => {
  it("a visitor (same-site Origin, no cookie) gets 401 before any socket exists", async () => {
    const raw = await upgrade(stack.bffUrl, INTERVIEW_SOCKET.path, { Origin: stack.bffUrl });
    expect(raw.status).toBe(401);
    await raw.ended;
    await expectBffAlive();
  });

  it("a learner with no kept interview gets 400, another site's page 403", async () => {
    const other = new Browser(stack);
    await loginByOtp(other, stack, "socket-no-interview@example.com");
    const bare = await upgrade(stack.bffUrl, INTERVIEW_SOCKET.path, {
      Origin: stack.bffUrl,
      Cookie: cookieOf(other),
    });
    expect(bare.status).toBe(400);
    const foreign = await upgrade(stack.bffUrl, INTERVIEW_SOCKET.path, {
      Origin: "https://evil.example",
      Cookie: cookieOf(learner.browser),
    });
    expect(foreign.status).toBe(403);
  });

  it(`a user holds at most ${INTERVIEW_SOCKET.maxPerUser} sockets: one more is 429`, async () => {
    const open = () =>
      upgrade(stack.bffUrl, INTERVIEW_SOCKET.path, {
        Origin: stack.bffUrl,
        Cookie: cookieOf(learner.browser),
      });
    // Several at once are counted one by one: no two slip through the same free place.
    const burst = await Promise.all(Array.from({ length: INTERVIEW_SOCKET.maxPerUser + 3 }, open));
    const held = burst.filter((raw) => raw.status === 101);
    expect(held).toHaveLength(INTERVIEW_SOCKET.maxPerUser);
    expect(burst.filter((raw) => raw.status === 429)).toHaveLength(3);
    const extra = await open();
    expect(extra.status).toBe(429);
    await extra.ended;
    // One leaves: its place is free again once the BFF has seen it go.
    const first = held.shift()!;
    first.socket.destroy();
    await first.ended;
    let again: RawSocket | undefined;
    await waitUntil(async () => {
      const tried = await open();
      if (tried.status === 101) again = tried;
      return tried.status === 101;
    });
    for (const raw of [...held, again!]) {
      raw.socket.destroy();
      await raw.ended;
    }
  });

  it("a visitor's hostile frames after a forged upgrade stop nothing", async () => {
    for (const input of HOSTILE) {
      const raw = await upgrade(stack.bffUrl, INTERVIEW_SOCKET.path, { Origin: stack.bffUrl });
      if (raw.status === 101) raw.socket.write(input.bytes);
      raw.socket.destroy();
      await raw.ended;
      await expectBffAlive();
    }
  });

  for (const input of HOSTILE) {
    it(`a learner's ${input.name}: the socket closes, the BFF keeps running`, async () => {
      const open = () =>
        upgrade(stack.bffUrl, INTERVIEW_SOCKET.path, {
          Origin: stack.bffUrl,
          Cookie: cookieOf(learner.browser),
        });
      await sendHostile(open, input);
      await expectBffAlive();
    });
  }

  it("1,000 garbage connections, 100 at a time, leave the BFF answering", async () => {
    await garbageConnections(
      stack.bffUrl,
      INTERVIEW_SOCKET.path,
      `Cookie: ${cookieOf(learner.browser)}`,
    );
    await expectBffAlive();
  }, 120_000);
});

describe("the platform's interview socket under hostile input", () => {
  for (const input of HOSTILE) {
    it(`${input.name}: the socket closes, the platform keeps answering`, async () => {
      const open = () =>
        upgrade(stack.platformUrl, UPSTREAM_CALLS.interviewSocket.path, {
          Authorization: `Bearer ${platformBearer}`,
        });
      await sendHostile(open, input);
      expect((await fetch(`${stack.platformUrl}${UPSTREAM_CALLS.health.path}`)).status).toBe(200);
    });
  }

  it("1,000 garbage connections, 100 at a time, leave the platform answering", async () => {
    await garbageConnections(
      stack.platformUrl,
      UPSTREAM_CALLS.interviewSocket.path,
      `Authorization: Bearer ${platformBearer}`,
    );
    expect((await fetch(`${stack.platformUrl}${UPSTREAM_CALLS.health.path}`)).status).toBe(200);
  }, 120_000);
});
