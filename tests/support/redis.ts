import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { freePort } from "./processes";

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** How often a Redis whose port another process took first is started on a new one. */
const PORT_TRIES = 5;

/**
 * A redis-server (no persistence) on `port`, once it says it is ready: its own log, not a PING,
 * which another process's Redis on the same port would answer too. "in-use" when the port was
 * taken first (Redis cannot listen on port 0 and report it, so the caller tries a new one).
 */
function launchRedis(port: number): Promise<ChildProcess | "in-use"> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let log = "";
  let settled = false;
  return new Promise((resolve, reject) => {
    const settle = (outcome: ChildProcess | "in-use" | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      settle(new Error(`redis-server did not get ready on ${port} in 10 s:\n${log}`));
    }, 10_000);
    // Read to the end, so a chatty Redis never blocks on a full pipe; kept until it is ready.
    child.stdout?.on("data", (data: Buffer) => {
      if (settled) return;
      log += String(data);
      if (log.includes("Ready to accept connections")) settle(child);
    });
    child.once("error", (error) =>
      settle(
        new Error(
          `redis-server could not start (${error.message}): run tests/ensure-test-tools.sh`,
        ),
      ),
    );
    child.once("exit", (code) =>
      settle(
        log.includes("Address already in use")
          ? "in-use"
          : new Error(`redis-server exited (${code}) on ${port}:\n${log}`),
      ),
    );
  });
}

/** A redis-server on a port of its own: free ports are tried until one is not taken first. */
async function launchOnFreePort(): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = await launchRedis(port);
    if (child !== "in-use") return { child, port };
    if (attempt >= PORT_TRIES) throw new Error(`redis-server found ${PORT_TRIES} ports taken`);
  }
}

async function launchFixed(port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = await launchRedis(port);
  if (child === "in-use") throw new Error(`port ${port} is taken: a redis-server cannot start`);
  return { child, port };
}

function stopped(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGCONT");
    child.kill("SIGKILL");
  });
}

/**
 * A real redis-server (Debian's package, installed by tests/ensure-test-tools.sh) on a free
 * loopback port, with no persistence: the shared store of the two-instance tests (issue 17).
 */
export async function startRedis(): Promise<RunningRedis> {
  const { child, port } = await launchOnFreePort();
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
 * A real redis-server on a loopback port of its own that a test can kill, pause and restart
 * empty, as an operator's outage would. Its restarts keep the port (the BFFs hold its URL): in
 * the moment between a kill and a restart another process could take it, and the restart then
 * says so rather than talk to that process. `fixedPort` only for a test that must name the port
 * before Redis runs (two suites on one machine may then collide).
 */
export async function startControlledRedis(fixedPort?: number): Promise<ControlledRedis> {
  const first = fixedPort === undefined ? await launchOnFreePort() : await launchFixed(fixedPort);
  let child: ChildProcess | undefined = first.child;
  const { port } = first;
  const kill = () => stopped(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    restart: async () => {
      await kill();
      const again = await launchRedis(port);
      if (again === "in-use") throw new Error(`another process took port ${port} during a restart`);
      child = again;
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
