import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** A TCP port nobody listens on right now (127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

export function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/**
 * Stops a child started `detached` (a process group of its own) and whatever it started: SIGTERM
 * to the group, then, past `graceMs`, SIGKILL to whatever of it is left.
 */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const pid = child.pid;
  if (!pid || !running(child)) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // the group is gone already
    }
  };
  signal("SIGTERM");
  await Promise.race([exited, sleep(graceMs)]);
  signal("SIGKILL");
}
