import { Agent } from "undici";
import { getEnv } from "./env.server";

/** The upstream's connection pools (upstream.server.ts): one for calls, one for streams. */
function keepAlivePool(connections: number): Agent {
  return new Agent({
    connections,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    pipelining: 1,
  });
}

let agent: Agent | undefined;
let streamAgent: Agent | undefined;

/** One keep-alive pool for every upstream call of this process… */
export function upstreamAgent(): Agent {
  return (agent ??= keepAlivePool(getEnv().UPSTREAM_CONNECTIONS));
}

/**
 * …but the streamed answers (the assistant, the interview): a stream keeps its connection for as
 * long as the reply lasts (up to 180 s), so streams get a pool of their own and never queue the
 * page calls behind them.
 */
export function upstreamStreamAgent(): Agent {
  return (streamAgent ??= keepAlivePool(getEnv().UPSTREAM_STREAM_CONNECTIONS));
}

/**
 * Closes both pools (shutdown.server.ts, after the web server's last connection closed): calls
 * still queued are let finish, idle keep-alive connections are ended. A call after this opens a
 * new pool (none is expected: the server no longer takes requests).
 */
export async function closeUpstreamPools(): Promise<void> {
  const pools = [agent, streamAgent].filter((pool): pool is Agent => pool !== undefined);
  agent = undefined;
  streamAgent = undefined;
  await Promise.all(pools.map((pool) => pool.close()));
}
