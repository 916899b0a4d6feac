import type { ChildProcess } from "node:child_process";
import net from "node:net";
import type { ListeningReport } from "~server/shared/report-listening";

/**
 * A TCP port nobody listens on right now (127.0.0.1). Only for what cannot listen on port 0 and
 * say which port it got (redis-server): a server of ours started on it would race another
 * suite for it; start ours on port 0 and read its report (`reportsOf`).
 */
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

export interface Reports {
  /** The URL a server child reported for `event` (it listens there), once it has. */
  url(event: ListeningReport["event"], service: ListeningReport["service"]): Promise<string>;
}

/**
 * The reports of a child spawned with an IPC channel (`stdio: [..., "ipc"]`): the web server,
 * the platform and the launcher say where they listen (server/shared/report-listening.ts), so
 * they start on port 0 and no two suites on one machine race for a port. Heard from the start.
 */
export function reportsOf(child: ChildProcess, timeoutMs = 90_000): Reports {
  const heard: ListeningReport[] = [];
  const waiting = new Set<() => void>();
  const wake = () => waiting.forEach((check) => check());
  child.on("message", (report: ListeningReport) => {
    heard.push(report);
    wake();
  });
  child.once("exit", wake);
  return {
    url: (event, service) =>
      new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        const check = () => {
          const found = heard.find(
            (report) => report.event === event && report.service === service,
          );
          if (found) {
            done();
            resolve(found.url);
          } else if (!running(child)) {
            done();
            reject(
              new Error(`the ${service} exited (${child.exitCode ?? child.signalCode}) first`),
            );
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`the ${service} reported no ${event} in ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
  };
}
