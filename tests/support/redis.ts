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
