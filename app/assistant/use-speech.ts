import { useCallback, useEffect, useRef, useState } from "react";
import { INTERVIEW_TEXTS } from "~/contract/assistant-values";

/** The parts of the Web Speech API used here (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult:
    | ((event: {
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
        resultIndex: number;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}
type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | undefined {
  const scope = globalThis as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * Voice in and out for the interview: speech recognition where the browser has it (the heard
 * words go to `onHeard`), and the browser's speech synthesis for the interviewer's turns once
 * the learner turns sound on (off by default: nothing speaks unasked).
 */
export function useSpeech(onHeard: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [soundOn, setSoundOn] = useState(false);
  const [note, setNote] = useState("");
  const [canSpeak, setCanSpeak] = useState(false);
  const recognition = useRef<Recognition>();
  const heard = useRef(onHeard);
  heard.current = onHeard;

  useEffect(() => {
    setCanSpeak(
      typeof window !== "undefined" && ("speechSynthesis" in window || "Audio" in window),
    );
    return () => {
      recognition.current?.stop();
      if (typeof window !== "undefined" && "speechSynthesis" in window)
        window.speechSynthesis.cancel();
    };
  }, []);

  const stopListening = useCallback(() => {
    recognition.current?.stop();
    setListening(false);
  }, []);

  const toggleListening = useCallback(() => {
    if (listening) return stopListening();
    const Recognition = recognitionClass();
    if (!Recognition) return setNote(INTERVIEW_TEXTS.voiceUnavailable);
    const instance = new Recognition();
    instance.lang = document.documentElement.lang || "en-US";
    instance.interimResults = false;
    instance.continuous = true;
    instance.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result.isFinal) heard.current(result[0].transcript.trim());
      }
    };
    instance.onend = () => setListening(false);
    instance.onerror = () => {
      setListening(false);
      setNote(INTERVIEW_TEXTS.voiceUnavailable);
    };
    recognition.current = instance;
    setNote("");
    try {
      instance.start();
      setListening(true);
    } catch {
      setNote(INTERVIEW_TEXTS.voiceUnavailable);
    }
  }, [listening, stopListening]);

  const speak = useCallback(
    (text: string) => {
      if (!soundOn || !text.trim() || !("speechSynthesis" in window)) return;
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
    },
    [soundOn],
  );

  /** Audio the interviewer sent (useServerTTS), played when sound is on. */
  const play = useCallback(
    (mime: string, data: string) => {
      if (!soundOn || !/^audio\/[\w.+-]+$/.test(mime) || !data) return;
      if ("speechSynthesis" in window) window.speechSynthesis.cancel();
      void new Audio(`data:${mime};base64,${data}`).play().catch(() => undefined);
    },
    [soundOn],
  );

  const toggleSound = useCallback(() => {
    setSoundOn((on) => {
      if (on && "speechSynthesis" in window) window.speechSynthesis.cancel();
      return !on;
    });
  }, []);

  return {
    listening,
    toggleListening,
    stopListening,
    soundOn,
    toggleSound,
    canSpeak,
    speak,
    play,
    note,
  };
}
