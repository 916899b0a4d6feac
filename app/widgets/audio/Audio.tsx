import { useId } from "react";
import { AUDIO_TEXTS } from "~/contract/widgets/audio-look";
import type { AudioData } from "~/contract/widgets/audio";
import { answerParagraphs } from "~/contract/widgets/faq-look";
import type { WidgetProps } from "~/widgets/types";

/** An https address or a path of this site (no protocol-relative "//host"). */
function playable(url: string): string | undefined {
  const trimmed = url.trim();
  return /^https:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed) ? trimmed : undefined;
}

/**
 * A recording: an h3 title naming the native player (its controls work with the keyboard and
 * without our JavaScript) and the transcript in a details/summary disclosure.
 */
export function Audio({ data }: WidgetProps<AudioData>) {
  const titleId = useId();
  const src = playable(data.url);
  const transcript = answerParagraphs(data.transcript ?? "");
  return (
    <div className="audio__audio">
      <h3 id={titleId} className="audio__title">
        {data.title}
      </h3>
      {data.subText ? <p className="audio__subText">{data.subText}</p> : null}
      {src ? (
        <audio
          className="audio__player"
          controls
          preload="none"
          src={src}
          aria-labelledby={titleId}
        >
          <a href={src}>{AUDIO_TEXTS.fallback}</a>
        </audio>
      ) : null}
      {transcript.length ? (
        <details className="audio__transcript">
          <summary>{AUDIO_TEXTS.transcript}</summary>
          {transcript.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </details>
      ) : null}
    </div>
  );
}
