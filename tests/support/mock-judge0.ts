import http from "node:http";
import type { AddressInfo } from "node:net";

/** Judge0 CE 1.13's language list (a part of it), as `GET /languages` answers it. */
export const JUDGE0_CE_LANGUAGES = [
  { id: 50, name: "C (GCC 9.2.0)" },
  { id: 54, name: "C++ (GCC 9.2.0)" },
  { id: 60, name: "Go (1.13.5)" },
  { id: 62, name: "Java (OpenJDK 13.0.1)" },
  { id: 63, name: "JavaScript (Node.js 12.14.0)" },
  { id: 71, name: "Python (3.8.1)" },
  { id: 78, name: "Kotlin (1.3.70)" },
  { id: 82, name: "SQL (SQLite 3.27.2)" },
];

/** Judge0 CE's documented defaults (`GET /config_info`). */
export const JUDGE0_DEFAULT_CONFIG = {
  max_cpu_time_limit: 15,
  max_wall_time_limit: 20,
  max_memory_limit: 256000,
  cpu_time_limit: 5,
  wall_time_limit: 10,
  memory_limit: 128000,
};

export interface Judge0Submission {
  source_code: string;
  language_id: number;
  stdin: string;
  cpu_time_limit?: number;
  wall_time_limit?: number;
  memory_limit?: number;
}

export interface MockJudge0 {
  url: string;
  /** Accepted submissions, in order (sources decoded). */
  accepted: Array<Judge0Submission & { source: string; headers: http.IncomingHttpHeaders }>;
  /** Submissions answered 422, with the error body. */
  refused: Array<{ submission: Judge0Submission; errors: Record<string, string[]> }>;
  close(): Promise<void>;
}

const b64 = (text: string) => Buffer.from(text).toString("base64");

/**
 * A Judge0 CE speaking its documented API and enforcing its documented limits: a submission
 * whose cpu/wall/memory limit is above the maximum, or whose language does not exist, is answered
 * 422 with an error body naming the field, as Judge0 does. `advertise` is what `/config_info`
 * says (default: what it enforces), to play a Judge0 whose configuration was read wrong.
 * The source code steers the answer: COMPILE, SLOW, CRASH, BROKEN, HANG (never finishes);
 * anything else is Accepted, echoing the source's last line as stdout.
 */
export async function startMockJudge0(
  options: {
    languages?: Array<{ id: number; name: string }>;
    enforce?: typeof JUDGE0_DEFAULT_CONFIG;
    advertise?: Partial<typeof JUDGE0_DEFAULT_CONFIG>;
    /** 0 (a free one) unless given. */
    port?: number;
  } = {},
): Promise<MockJudge0> {
  const languages = options.languages ?? JUDGE0_CE_LANGUAGES;
  const enforce = options.enforce ?? JUDGE0_DEFAULT_CONFIG;
  const advertised = { ...enforce, ...options.advertise };
  const accepted: MockJudge0["accepted"] = [];
  const refused: MockJudge0["refused"] = [];
  const polls = new Map<number, number>();

  const finalAnswer = (source: string) => {
    if (source.includes("COMPILE"))
      return {
        status: { id: 6, description: "Compilation Error" },
        compile_output: b64("error: ';' expected"),
      };
    if (source.includes("SLOW")) return { status: { id: 5, description: "Time Limit Exceeded" } };
    if (source.includes("CRASH"))
      return { status: { id: 11, description: "Runtime Error (NZEC)" }, stderr: b64("boom") };
    if (source.includes("BROKEN")) return { status: { id: 13, description: "Internal Error" } };
    return {
      status: { id: 3, description: "Accepted" },
      stdout: b64(`${source.trimEnd().split("\n").at(-1)}\n`),
      time: "0.05",
      memory: 1200,
    };
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? "/";
      if (req.method === "GET" && url === "/languages") return send(200, languages);
      if (req.method === "GET" && url === "/config_info") return send(200, advertised);
      if (req.method === "POST" && url === "/submissions?base64_encoded=true&wait=false") {
        const submission = JSON.parse(body) as Judge0Submission;
        const errors: Record<string, string[]> = {};
        const over = (field: keyof Judge0Submission, max: number) => {
          const value = submission[field];
          if (typeof value === "number" && value > max)
            errors[field] = [`must be less than or equal to ${max}`];
        };
        over("cpu_time_limit", enforce.max_cpu_time_limit);
        over("wall_time_limit", enforce.max_wall_time_limit);
        over("memory_limit", enforce.max_memory_limit);
        if (!languages.some((language) => language.id === submission.language_id))
          errors.language_id = [`language with id ${submission.language_id} doesn't exist`];
        if (Object.keys(errors).length) {
          refused.push({ submission, errors });
          return send(422, errors);
        }
        const source = Buffer.from(submission.source_code, "base64").toString();
        accepted.push({ ...submission, source, headers: req.headers });
        return send(201, { token: `t${accepted.length - 1}` });
      }
      const match = /^\/submissions\/t(\d+)\?base64_encoded=true&fields=/.exec(url);
      const index = match ? Number(match[1]) : -1;
      const submission = accepted[index];
      if (req.method !== "GET" || !submission) return send(404, { error: "Not found" });
      const poll = (polls.get(index) ?? 0) + 1;
      polls.set(index, poll);
      if (poll === 1 || submission.source.includes("HANG"))
        return send(200, { status: { id: 1, description: "In Queue" } });
      if (poll === 2) return send(200, { status: { id: 2, description: "Processing" } });
      send(200, finalAnswer(submission.source));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
