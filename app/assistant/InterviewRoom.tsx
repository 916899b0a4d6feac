import { Link, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useEarlyValue } from "~/ui/use-early-value";
import type { InterviewSession, InterviewSummary } from "~/contract/assistant";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "~/contract/assistant-values";
import { ACTION_FIELDS } from "~/contract/values";
import { openInterviewSocket, type InterviewSocket, type TurnHandlers } from "./interview-socket";
import { readAssistantStream } from "./stream-client";
import { useSpeech } from "./use-speech";

export const INTERVIEW_STREAM_URL = "/resources/interview";

interface Line {
  role: string;
  text: string;
  live?: boolean;
}

/** What to do next: try again, practise the weak topic (a link where the platform has one). */
function NextSteps({ steps }: { steps: NonNullable<InterviewSummary["nextSteps"]> }) {
  if (steps.length === 0) return null;
  return (
    <nav className="interview__nextSteps" aria-labelledby="interview-next-steps">
      <h3 id="interview-next-steps">Next steps</h3>
      <ul>
        {steps.map((step) => (
          <li key={step.label}>
            {step.href ? <Link to={step.href}>{step.label}</Link> : step.label}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Summary({ summary }: { summary: InterviewSummary }) {
  return (
    <section
      className="interview__summary"
      aria-labelledby="interview-summary"
      data-interview-summary=""
    >
      <h2 id="interview-summary">{INTERVIEW_TEXTS.finished}</h2>
      <p className="interview__score">
        Overall score: <strong>{summary.score.toFixed(1)} / 5</strong>
      </p>
      <p>{summary.overall}</p>
      <NextSteps steps={summary.nextSteps ?? []} />
      <ol className="interview__feedback">
        {summary.questions.map((item, index) => (
          <li key={index}>
            <h3>{item.question}</h3>
            <p className="interview__yourAnswer">
              <span>Your answer:</span> {item.answer || "—"}
            </p>
            <p>
              <strong>{item.score.toFixed(1)} / 5.</strong> {item.feedback}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The AI interview (spec 01 section 2.4): the interviewer's turns stream in through the same
 * relay as the assistant; the learner answers by typing or, where the browser can, by voice; with
 * sound on, each finished turn is read aloud. Without JavaScript the same form posts the answer
 * and the page comes back with the next turn.
 */
export function InterviewRoom({
  path,
  csrf,
  session,
  summary,
  failure,
  useWebSocket,
  useServerTTS,
}: {
  path: string;
  csrf: string;
  session: InterviewSession;
  summary?: InterviewSummary;
  failure?: { message: string; answer?: string };
  /** The context's flags: the live connection, and the interviewer's own audio. */
  useWebSocket: boolean;
  useServerTTS: boolean;
}) {
  const revalidator = useRevalidator();
  const [lines, setLines] = useState<Line[]>(session.turns);
  const [answer, setAnswer] = useState(failure?.answer ?? "");
  // An answer typed before hydration (the no-JavaScript form's field) is kept.
  const answerField = useRef<HTMLTextAreaElement>(null);
  useEarlyValue(answerField, answer, setAnswer);
  const [error, setError] = useState(failure?.message ?? "");
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [answered, setAnswered] = useState(session.answered);
  const controller = useRef<AbortController>();
  const socket = useRef<InterviewSocket>();
  const [transport, setTransport] = useState<"stream" | "socket">("stream");
  const speech = useSpeech((heard) => setAnswer((text) => (text ? `${text} ${heard}` : heard)));
  const finished = session.finished || Boolean(summary);

  useEffect(() => setLines(session.turns), [session.turns]);
  useEffect(() => setAnswered(session.answered), [session.answered]);
  useEffect(
    () => () => {
      controller.current?.abort();
      socket.current?.close();
    },
    [],
  );

  const ask = useCallback(
    (text: string, opening: boolean) => {
      controller.current?.abort();
      const abort = (controller.current = new AbortController());
      const form = new FormData();
      form.set(ACTION_FIELDS.csrf, csrf);
      form.set("interview", path);
      form.set("answer", text);
      if (opening) form.set("opening", "1");
      setBusy(true);
      setError("");
      setLines((current) => [
        ...current,
        ...(opening ? [] : [{ role: "learner", text }]),
        { role: "interviewer", text: "", live: true },
      ]);
      let spoken = "";
      let heard = false;
      const patchLive = (change: (line: Line) => Line) =>
        setLines((current) => current.map((line) => (line.live ? change(line) : line)));
      const handlers: TurnHandlers = {
        onDelta(delta) {
          spoken += delta;
          patchLive((line) => ({ ...line, text: line.text + delta }));
        },
        onAudio(mime, data) {
          heard = true;
          speech.play(mime, data);
        },
        onDone(data) {
          patchLive((line) => ({ ...line, live: false }));
          setBusy(false);
          if (!opening) setAnswered((count) => count + 1);
          // The interviewer's own audio when it sent some (useServerTTS), else the browser's voice.
          if (!heard) speech.speak(spoken);
          if (data.finished === true) revalidator.revalidate();
        },
        onError(message) {
          patchLive((line) => ({ ...line, live: false }));
          setBusy(false);
          setError(message || INTERVIEW_TEXTS.connectionLost);
          if (!opening) setAnswer(text);
        },
      };
      if (socket.current?.sendTurn(text, opening, handlers)) return;
      void readAssistantStream(INTERVIEW_STREAM_URL, form, abort.signal, handlers);
    },
    [csrf, path, revalidator, speech],
  );

  useEffect(() => {
    setHydrated(true);
    // The first turn is the interviewer's: asked for as soon as the room opens (over the live
    // connection once it is ready, when the interview asks for one).
    const opening = session.turns.length === 0 && !session.finished;
    if (!useWebSocket || typeof WebSocket === "undefined" || session.finished) {
      if (opening) ask("", true);
      return;
    }
    let opened = false;
    socket.current = openInterviewSocket(path, csrf, {
      onReady() {
        setTransport("socket");
        if (opening && !opened) {
          opened = true;
          ask("", true);
        }
      },
      onLost() {
        // The stream carries the interview on: nothing the learner typed is lost.
        socket.current = undefined;
        setTransport("stream");
        if (opening && !opened) {
          opened = true;
          ask("", true);
        }
      },
    });
    // Only when the room opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    const text = answer.trim();
    if (!text) return setError(INTERVIEW_TEXTS.emptyAnswer);
    setAnswer("");
    speech.stopListening();
    ask(text, false);
  };

  const current = Math.min(answered + 1, session.totalQuestions);
  return (
    <div className="interview__room" data-interview-id={session.interviewId}>
      <header className="interview__top">
        <h1>AI interview: {session.role}</h1>
        <p className="interview__progress" aria-live="polite">
          {finished ? INTERVIEW_TEXTS.finished : `Question ${current} of ${session.totalQuestions}`}
        </p>
        {/* Only what the learner can use: a live connection and the interviewer's voice. */}
        {transport === "socket" || useServerTTS ? (
          <p className="interview__note" data-transport={transport}>
            {[
              transport === "socket" ? "Live connection" : "",
              useServerTTS ? "The interviewer's voice" : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        ) : null}
        {speech.canSpeak ? (
          <button
            type="button"
            className="interview__ghost"
            aria-pressed={speech.soundOn}
            onClick={speech.toggleSound}
          >
            {speech.soundOn ? "Sound on" : "Sound off"}
          </button>
        ) : null}
      </header>
      <ol className="interview__transcript" aria-label="Transcript">
        {lines.map((line, index) => (
          <li
            key={index}
            className={line.role === "learner" ? "interview__mine" : "interview__theirs"}
            aria-busy={line.live || undefined}
          >
            <span className="interview__who">
              {line.role === "learner" ? "You" : "Interviewer"}
            </span>
            <p>{line.text || (line.live ? "…" : "")}</p>
          </li>
        ))}
      </ol>
      {summary ? <Summary summary={summary} /> : null}
      {finished ? null : (
        <form method="post" className="interview__answer" onSubmit={submit}>
          <input type="hidden" name={ACTION_FIELDS.csrf} value={csrf} />
          <input type="hidden" name="intent" value="answer" />
          {lines.length === 0 ? <input type="hidden" name="opening" value="1" /> : null}
          {lines.length > 0 ? (
            <>
              <label htmlFor="interview-answer" className="interview__label">
                Your answer
              </label>
              <textarea
                id="interview-answer"
                name="answer"
                ref={answerField}
                rows={4}
                value={answer}
                maxLength={INTERVIEW_LIMITS.answerChars}
                placeholder={INTERVIEW_TEXTS.answerPlaceholder}
                onChange={(event) => setAnswer(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "interview-error" : undefined}
              />
            </>
          ) : null}
          {error ? (
            <p id="interview-error" className="interview__error" role="alert">
              {error}
            </p>
          ) : null}
          {speech.note ? <p className="interview__note">{speech.note}</p> : null}
          <div className="interview__tools">
            {hydrated && lines.length > 0 ? (
              <button
                type="button"
                className="interview__ghost"
                aria-pressed={speech.listening}
                onClick={speech.toggleListening}
                disabled={busy}
              >
                {speech.listening ? INTERVIEW_TEXTS.listening : "Answer by voice"}
              </button>
            ) : null}
            <button type="submit" className="interview__primary" disabled={busy}>
              {lines.length === 0
                ? "Start the interview"
                : busy
                  ? "Interviewer is speaking…"
                  : "Send answer"}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
