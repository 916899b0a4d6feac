import { useRef, useState } from "react";
import { useEarlyValue } from "~/ui/use-early-value";
import type { SandboxWidgetData } from "~/contract/widgets/sandbox";
import { MY_SANDBOXES_PATH, MY_SANDBOXES_TEXTS } from "~/contract/my-sandboxes";
import { withLoginParam } from "~/shared/login-url";
import type { AuthorState } from "./use-author-actions";
import type { ShareState } from "./use-share";
import { ResetButton } from "./ResetButton";

interface SandboxToolbarProps {
  data: SandboxWidgetData;
  readOnly: boolean;
  hydrated: boolean;
  runsOnPlatform: boolean;
  running: boolean;
  onRun: () => void;
  languageId: string;
  onLanguage: (languageId: string) => void;
  onReset: () => void;
  share: { state: ShareState; copy: (link: string) => Promise<void> };
  onShare: (captchaToken?: string) => void;
  captcha: { enabled: boolean; testToken: string };
  onFork: () => void;
  author: { state: AuthorState; saveDraft: () => Promise<unknown>; publish: () => Promise<void> };
  /** Where a login sends the learner back to. */
  returnTo: string;
  /** An author's sandbox of a problem: the button that opens the problem builder (`id`). */
  builder?: { id: string; open: boolean; onToggle: () => void };
}

const AUTHOR_WORDS: Partial<Record<AuthorState["phase"], string>> = {
  saving: "Saving the draft…",
  publishing: "Publishing…",
  published: "Published: learners see this version now.",
};

/** The sandbox's title and buttons: Run, the language, Share, Reset, Fork and Save draft. */
export function SandboxToolbar(props: SandboxToolbarProps) {
  const { data, share, author } = props;
  const [humanChecked, setHumanChecked] = useState(false);
  const captchaToken = props.captcha.enabled && humanChecked ? props.captcha.testToken : undefined;
  const authorBusy = author.state.phase === "saving" || author.state.phase === "publishing";
  // A playground's language picked before hydration is switched to once the page can.
  const languageField = useRef<HTMLSelectElement>(null);
  useEarlyValue(languageField, props.languageId ?? "", props.onLanguage);
  return (
    <div className="sandbox__top">
      <div className="sandbox__toolbar">
        {data.embed ? (
          <span className="sandbox__title">{data.title}</span>
        ) : (
          <>
            <h1 className="sandbox__title">{data.title}</h1>
            {/* The learner's list of their sandboxes (/user/sandboxes): a plain link. */}
            <a href={MY_SANDBOXES_PATH} className="sandbox__mine">
              {MY_SANDBOXES_TEXTS.link}
            </a>
          </>
        )}
        <span className="sandbox__spacer" />
        {data.sandboxType === "PLAYGROUND" && data.languages?.length ? (
          <select
            aria-label="Language"
            ref={languageField}
            value={props.languageId}
            onChange={(event) => props.onLanguage(event.target.value)}
          >
            {data.languages.map((language) => (
              <option key={language.languageId} value={language.languageId}>
                {language.label}
              </option>
            ))}
          </select>
        ) : null}
        {data.shared ? (
          <button
            type="button"
            className="sandbox__primary sandbox__button"
            onClick={props.onFork}
            disabled={!props.hydrated}
          >
            Fork
          </button>
        ) : null}
        {!props.readOnly ? (
          <ResetButton onReset={props.onReset} disabled={!props.hydrated} />
        ) : null}
        {!data.shared ? (
          <button
            type="button"
            className="sandbox__button"
            onClick={() => props.onShare(captchaToken)}
            disabled={!props.hydrated || share.state.phase === "sharing"}
          >
            Share
          </button>
        ) : null}
        {/* Publishing is the page's CMS_CODE_SANDBOX_PUBLISH button, which runs this workspace's
            publish (use-author-actions.ts): one Publish on the page. */}
        {data.canPublish && !props.readOnly ? (
          <>
            <button
              type="button"
              className="sandbox__button"
              onClick={() => void author.saveDraft()}
              disabled={!props.hydrated || authorBusy}
            >
              Save draft
            </button>
            {props.builder ? (
              <button
                type="button"
                id={`${props.builder.id}-toggle`}
                className="sandbox__button"
                aria-expanded={props.builder.open}
                aria-controls={props.builder.open ? props.builder.id : undefined}
                onClick={props.builder.onToggle}
                disabled={!props.hydrated}
              >
                Problem builder
              </button>
            ) : null}
          </>
        ) : null}
        {props.runsOnPlatform ? (
          <button
            type="button"
            className="sandbox__primary sandbox__button"
            onClick={props.onRun}
            disabled={!props.hydrated || props.running}
            title="Ctrl/Cmd+Enter"
          >
            {props.running ? "Running…" : "Run"}
          </button>
        ) : null}
      </div>
      {props.captcha.enabled && !data.shared ? (
        <label className="sandbox__check">
          <input
            type="checkbox"
            checked={humanChecked}
            onChange={(event) => setHumanChecked(event.target.checked)}
          />{" "}
          I am not a robot (test check, for Share)
        </label>
      ) : null}
      {data.shared ? (
        <p className="sandbox__notice">A shared copy: read only. Fork it to edit your own copy.</p>
      ) : null}
      {data.canPublish && data.authorDraft ? (
        <p className="sandbox__hint" data-author-draft>
          Your unpublished draft (saved {data.authorDraft.savedAt}) is open; learners see the
          published version.
        </p>
      ) : null}
      {share.state.phase === "shared" ? (
        <p className="sandbox__notice" role="status" data-testid="share-link">
          <a href={share.state.link}>{share.state.link}</a>{" "}
          <button
            type="button"
            className="sandbox__small"
            onClick={() => void share.copy((share.state as { link: string }).link)}
          >
            {share.state.copied ? "Copied" : "Copy"}
          </button>
        </p>
      ) : null}
      {share.state.phase === "failed" ? (
        <p className="sandbox__notice" role="alert">
          {share.state.message}
        </p>
      ) : null}
      {author.state.phase === "saved" ? (
        <p className="sandbox__notice" role="status">
          Draft saved.
        </p>
      ) : null}
      {AUTHOR_WORDS[author.state.phase] ? (
        <p className="sandbox__notice" role="status">
          {AUTHOR_WORDS[author.state.phase]}
        </p>
      ) : null}
      {author.state.phase === "failed" ? (
        <p className="sandbox__notice" role="alert">
          {author.state.message}
          {author.state.login ? (
            <>
              {" "}
              <a href={withLoginParam(props.returnTo)}>Log in</a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
