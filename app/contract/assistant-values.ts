/**
 * The AI assistant and the AI interview (spec 02 sections 4, 7 "AI assistant", 8; spec 01
 * section 2.4): texts, event names, limits and time-outs. Zod-free: the browser imports it.
 * What the spec leaves "not shown" is defined in docs/contract.md, "AI assistant".
 */

/**
 * The relay's admission per user (ours, issue 30, docs/decisions/036): each stream may be a paid
 * model call. More open streams, or more starts in a minute, are refused 429 before any upstream
 * call (ASSISTANT_TEXTS.tooManyStreams, tooManyStarts). The BFF's ASSISTANT_STREAMS_PER_USER and
 * ASSISTANT_STARTS_PER_MINUTE override them (benchmarks).
 */
export const ASSISTANT_ADMISSION = {
  streamsPerUser: 3,
  startsPerMinute: 20,
} as const;

export const ASSISTANT_TEXTS = {
  /** Spec 02 section 8: an answer that is not an event stream (also: an upstream error or stall). */
  notEventStream: "Could not fetch response. Try after some time.",
  /** A stream that closed before its `done` event: the partial reply is kept. */
  stoppedEarly: "The reply stopped early. Retry to ask again.",
  /**
   * The BFF is shutting down (SIGTERM, a deploy): the last event of an open stream (the error
   * event, `{message, partial}`) and of the interview's socket. Another instance answers a retry.
   */
  serverRestarting: "The server is restarting. Ask again in a moment.",
  /** The learner pressed Stop. */
  stopped: "Stopped.",
  emptyQuestion: "Type a question first.",
  loginToAsk: "Log in to ask the AI assistant.",
  tooLong: "Your question is too long: keep it under 2,000 characters.",
  /**
   * The Copy button's own label after a copy (not the CLIPBOARD_COPY action's toast: the pane
   * imports nothing the page bundle holds, decision 014).
   */
  copyDone: "Copied",
  copyFailed: "Copy failed: select the text to copy it",
  /** The relay's admission refused a start (429): the user's open streams, or their minute's starts. */
  tooManyStreams: `You already have ${ASSISTANT_ADMISSION.streamsPerUser} replies in progress. Wait for one to finish, then ask again.`,
  tooManyStarts: `You have asked ${ASSISTANT_ADMISSION.startsPerMinute} questions in the last minute. Wait a minute, then ask again.`,
} as const;
// The code assistant's failure and time-out is CODE_TEXTS.failure (code-values.ts), as the spec's
// catalogue says.

/** What the learner asks for; the reference tutor answers each differently. */
export const ASSISTANT_INTENTS = ["ASK", "EXPLAIN", "FIND_BUG", "HINT", "REVIEW"] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];
export const ASSISTANT_INTENT_LABELS: Record<AssistantIntent, string> = {
  ASK: "Ask",
  EXPLAIN: "Explain the problem",
  FIND_BUG: "Find the bug",
  HINT: "Give me a hint",
  REVIEW: "Review my code",
};

/**
 * The upstream's stream (docs/contract.md): `text/event-stream`, each message's data the base64
 * of a UTF-8 piece of the reply, and a last event named `done` (data: JSON, may be empty) before
 * the stream closes. A stream that closes without `done` was cut short.
 */
export const UPSTREAM_STREAM = {
  contentType: "text/event-stream",
  doneEvent: "done",
  /** The interview's spoken turn (useServerTTS): data `{mime, data}`, data the audio's base64. */
  audioEvent: "audio",
} as const;

/** The BFF's own stream to the browser: clean events, JSON data. */
export const RELAY_EVENTS = {
  /** `{ text }`: the next decoded piece of the reply. */
  delta: "delta",
  /** `{ finished?: boolean }` and whatever the upstream's done event carried. */
  done: "done",
  /** `{ message, partial }`: the stream ended on an error; partial says a reply was kept. */
  error: "error",
  /** `{ mime, data }`: audio of the turn (the interview with useServerTTS). */
  audio: "audio",
} as const;

/**
 * The interview's live connection (useWebSocket; docs/contract.md "AI interview"): the browser's
 * WebSocket to the BFF, which holds one to the upstream. JSON messages; the same events as the
 * stream (`delta`, `audio`, `done`, `error`), base64 upstream and text towards the browser.
 */
export const INTERVIEW_SOCKET = {
  /** The BFF's WebSocket address for the browser. */
  path: "/resources/interview-socket",
  /** A message from the browser; more closes the socket (1009). */
  maxClientMessageBytes: 16 * 1024,
  /** A message from the upstream (audio included). */
  maxUpstreamMessageBytes: 1024 * 1024,
  /** Live connections one user may hold at once on one BFF; one more is refused 429 at upgrade. */
  maxPerUser: 3,
} as const;

export const ASSISTANT_LIMITS = {
  questionChars: 2000,
  /** The learner's code sent with a question (all fields fit the BFF's 64 KB form limit). */
  codeChars: 24_000,
  /** The program's input sent with a question (the compiler's stdin, a problem's custom input). */
  inputChars: 4_000,
  /** Earlier turns sent back to the upstream, newest last. */
  historyTurns: 6,
  historyTurnChars: 2000,
  /** One upstream event's data (a delta or an audio piece); larger ends the stream with an error. */
  eventBytes: 64 * 1024,
  /** A whole reply; longer ends the stream with an error, the reply so far kept. */
  replyBytes: 256 * 1024,
} as const;

export const ASSISTANT_TIMING = {
  /** An upstream silent this long ends the stream with the error event. */
  stallMs: 20_000,
  /** A comment line to the browser while the upstream is silent (proxies drop idle streams). */
  heartbeatMs: 10_000,
  /** A whole reply, however lively, ends after this. */
  maxStreamMs: 180_000,
} as const;

/** The AI interview (spec 01 section 2.4). */
export const INTERVIEW_TEXTS = {
  answerPlaceholder: "Type your answer, or use the microphone",
  emptyAnswer: "Type an answer first.",
  finished: "Interview complete",
  listening: "Listening…",
  voiceUnavailable: "Voice input is not available in this browser.",
  connectionLost: "The connection to the interviewer was lost. Send your answer again.",
} as const;

export const INTERVIEW_LIMITS = {
  answerChars: 4000,
  roleChars: 80,
} as const;
