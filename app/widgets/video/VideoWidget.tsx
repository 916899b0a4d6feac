import { useLocation, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useCsrfToken } from "~/actions/csrf";
import { announceToast } from "~/actions/toast-bus";
import { withLoginParam } from "~/shared/login-url";
import type { WidgetProps } from "~/widgets/types";
import type { VideoWidgetData } from "~/contract/widgets/video";
import { signVideo } from "./sign-video";

type PlayerState =
  | { step: "idle" }
  | { step: "signing" }
  | { step: "playing"; url: string }
  | { step: "failed"; message: string };

/**
 * A lesson video: a poster with a play button; pressing it signs the object key through the BFF
 * and plays the signed address. A logged-out learner is sent to the login panel; a failure says
 * "Some Error Happened" on the poster and as a toast. Without JavaScript the poster says so.
 */
export function VideoWidget({ data }: WidgetProps<VideoWidgetData>) {
  const [state, setState] = useState<PlayerState>({ step: "idle" });
  const csrf = useCsrfToken();
  const navigate = useNavigate();
  const location = useLocation();
  const ratio = `${data.aspectRatioX ?? 16} / ${data.aspectRatioY ?? 9}`;

  const play = () => {
    if (state.step === "signing") return;
    setState({ step: "signing" });
    void signVideo(data.objectKey, csrf).then((outcome) => {
      if (outcome.kind === "signed") setState({ step: "playing", url: outcome.url });
      else if (outcome.kind === "login") {
        setState({ step: "idle" });
        navigate(withLoginParam(`${location.pathname}${location.search}`), {
          preventScrollReset: true,
        });
      } else {
        setState({ step: "failed", message: outcome.message });
        announceToast(outcome.message);
      }
    });
  };

  return (
    <figure className="video__figure" data-video-state={state.step}>
      <div className="video__frame" style={{ aspectRatio: ratio }}>
        {state.step === "playing" ? (
          <video
            className="video__video"
            src={state.url}
            controls
            autoPlay
            playsInline
            aria-label={data.title}
          />
        ) : (
          <div className="video__poster">
            <button
              type="button"
              className="video__play"
              onClick={play}
              disabled={state.step === "signing"}
              aria-label={`Play video: ${data.title}`}
            >
              <span aria-hidden="true" className="video__triangle" />
            </button>
            {state.step === "signing" ? (
              <p className="video__status" role="status">
                Loading video…
              </p>
            ) : null}
            {state.step === "failed" ? (
              <p className="video__error" role="alert">
                {state.message}
              </p>
            ) : null}
            <noscript>
              <p className="video__status">Turn on JavaScript to play this video.</p>
            </noscript>
          </div>
        )}
      </div>
      <figcaption className="video__caption">
        <span className="video__title">{data.title}</span>
        {data.subText ? <span className="video__subText">{data.subText}</span> : null}
      </figcaption>
    </figure>
  );
}
