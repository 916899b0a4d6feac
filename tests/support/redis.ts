import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { freePort } from "./processes";

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** Answers once a RESP PING gets +PONG on the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(String(data).startsWith("+PONG"));
      socket.destroy();
    });
  });
}

/**
 * A real redis-server (Debian's package, installed by tests/ensure-test-tools.sh) on a free
 * loopback port, with no persistence: the shared store of the two-instance tests (issue 17).
 */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(
        new Error(
          `redis-server could not start (${error.message}): run tests/ensure-test-tools.sh`,
        ),
      ),
    );
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await Promise.race([pong(port), failed]);
    if (up) break;
    if (Date.now() > deadline) throw new Error("redis-server did not answer PING in 10 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface ControlledRedis {
  url: string;
  /** SIGKILL: the connection drops, nothing is saved (no persistence). */
  kill(): Promise<void>;
  /** SIGSTOP: the connection stays open and nothing answers. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  /** A new redis-server on the same port, empty. */
  restart(): Promise<void>;
  /** One command over a fresh connection (RESP inline), its raw reply. */
  command(...words: string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real redis-server on a fixed loopback `port` (a helper's own range, issue 34) that a test can
 * kill, pause and restart empty, as an operator's outage would.
 */
export async function startControlledRedis(port: number): Promise<ControlledRedis> {
  let child: ChildProcess | undefined;
  const launch = async () => {
    if (await pong(port)) throw new Error(`a redis-server already answers on ${port}`);
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (!(await pong(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
      current.once("exit", () => resolve());
      current.kill("SIGCONT");
      current.kill("SIGKILL");
    });
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    restart: async () => {
      await kill();
      await launch();
    },
    command: (...words) =>
      new Promise((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        let reply = "";
        socket.once("error", reject);
        socket.once("connect", () => socket.write(`${words.join(" ")}\r\n`));
        socket.on("data", (data) => {
          reply += String(data);
          // Simple replies end with one line; bulk replies ($n) once n bytes have come; arrays of
          // bulk strings (*n, e.g. KEYS) once their 1 + 2n lines have.
          const bulk = /^\$(\d+)\r\n/.exec(reply);
          const array = /^\*(\d+)\r\n/.exec(reply);
          const complete = array
            ? reply.split("\r\n").length - 1 >= 1 + 2 * Number(array[1])
            : bulk
              ? reply.length >= bulk[0].length + Number(bulk[1]) + 2
              : reply.endsWith("\r\n");
          if (complete) {
            socket.destroy();
            resolve(reply);
          }
        });
      }),
    stop: kill,
  };
}
