import { useLocation, useNavigate } from "@remix-run/react";
import { Suspense, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from "react";
import { useMounted } from "./use-mounted";
import {
  NOTEBOOK_FILE_NAME,
  SANDBOX_TEXTS,
  type SandboxProblemMetadata,
} from "~/contract/sandbox-values";
import type { SandboxWidgetData } from "~/contract/widgets/sandbox";
import { CODE_STORE_BLOCKED } from "~/practice/drafts";
import { CodeSurface } from "~/practice/CodeSurface";
import { SplitSeparator } from "~/practice/workspace/SplitSeparator";
import { usePaneSize } from "~/practice/workspace/use-pane-size";
import { EditorSlot } from "~/practice/workspace/Workspace";
import { useDarkPage } from "~/practice/use-dark-page";
import { useRootCaptcha, useRootCsrf } from "~/practice/use-root-csrf";
import { saveSandboxDraft } from "./drafts";
import { fileModeOf } from "./file-modes";
import { newFileId, renameFile, withoutFile } from "./files";
import { FileTabs } from "./FileTabs";
import { FileTree } from "./FileTree";
import NotebookPane, { NotebookText } from "./NotebookPane";
import { ProblemBuilder, ProblemStatement } from "./ProblemBuilder";
import { RunOutput } from "./RunOutput";
import { SqlRunner, WebPreview } from "./runners";
import { sandboxPoster } from "./sandbox-client";
import { SandboxToolbar } from "./SandboxToolbar";
import { useAuthorActions } from "./use-author-actions";
import { useEmbedHeight } from "./use-embed-height";
import { usePendingAuthorWork } from "./use-pending-author-work";
import { useConsoleRun } from "./use-console-run";
import { useProblemBuilder } from "./use-problem-builder";
import { useSandboxFiles } from "./use-sandbox-files";
import { useShare } from "./use-share";

/** The editor fills its slot (EditorSlot); the textarea before it takes the same height. */
const EDITOR_HEIGHT = "100%";
/** An embed's frame takes its content's height: its editor's height is fixed, not the window's. */
const EMBED_EDITOR_HEIGHT = "420px";

/**
 * A sandbox (spec 02 sections 2 and 3): its files in a tree, tabs of the open ones, the practice
 * editor (a textarea in the server's HTML, CodeMirror after hydration), and the output of its
 * type: the web preview, the SQL runner, a platform run (PLAYGROUND, PYTHON) or, full width,
 * the notebook. Drafts are kept in the sandbox store; Share, Fork, and for authors Save draft
 * and Publish. On /codesandbox/embed/* it fills the frame and tells the parent its height.
 */
export function SandboxWorkspace({ data }: { data: SandboxWidgetData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = `${location.pathname}${location.search}`;
  const hydrated = useMounted();
  const dark = useDarkPage();
  const csrf = useRootCsrf();
  const captcha = useRootCaptcha();
  const post = useMemo(() => sandboxPoster(csrf), [csrf]);
  const readOnly = Boolean(data.readOnly || data.shared);
  const { files, setFiles, reset, storeBlocked, onBlocked, restored, markSaved } =
    useSandboxFiles(data);
  const names = Object.keys(files);
  const isNotebook = data.sandboxType === "JUPYTER_NOTEBOOK";
  const runsOnPlatform = data.sandboxType === "PLAYGROUND" || data.sandboxType === "PYTHON";

  const firstFile = data.entryFile && files[data.entryFile] ? data.entryFile : names[0];
  const [openFiles, setOpenFiles] = useState<string[]>(firstFile ? [firstFile] : []);
  const [active, setActive] = useState<string | undefined>(firstFile);
  // Files that went away (a restored draft, a delete): their tabs close, the first file opens.
  useEffect(() => {
    setOpenFiles((open) => {
      const kept = open.filter((name) => name in files);
      return kept.length || !names[0] ? kept : [names[0]];
    });
    setActive((current) => (current && current in files ? current : names[0]));
    // names is files' keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files]);

  const openFile = (name: string) => {
    setOpenFiles((open) => (open.includes(name) ? open : [...open, name]));
    setActive(name);
  };
  const closeFile = (name: string) => {
    const rest = openFiles.filter((other) => other !== name);
    setOpenFiles(rest);
    if (active === name) setActive(rest[rest.length - 1]);
  };
  const edit = (name: string, code: string) =>
    setFiles((current) => ({ ...current, [name]: { id: current[name]?.id ?? newFileId(), code } }));
  const addFile = (name: string) => {
    setFiles((current) => ({ ...current, [name]: { id: newFileId(), code: "" } }));
    openFile(name);
  };
  const rename = (from: string, to: string) => {
    setFiles((current) => renameFile(current, from, to));
    setOpenFiles((open) => open.map((name) => (name === from ? to : name)));
    if (active === from) setActive(to);
  };
  const remove = (name: string) => {
    // An author's draft loses the file on the platform too; everyone loses it here.
    if (data.canPublish) void post("delete-file", { sandboxId: data.sandboxId, fileName: name });
    setFiles((current) => withoutFile(current, name));
    closeFile(name);
  };

  const [languageId, setLanguageId] = useState<string>(
    data.languageId ?? data.languages?.[0]?.languageId ?? "python3",
  );
  const [input, setInput] = useState("");
  const { state: runState, run: startRun, console, errorLineOf } = useConsoleRun(post);
  // A run starting, and its output arriving, bring the output into view (below the editor on
  // a phone, where it is out of sight).
  const outputRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (runState.phase !== "idle") outputRef.current?.scrollIntoView({ block: "nearest" });
  }, [runState.phase]);
  const run = () => {
    if (!runsOnPlatform || runState.phase === "running") return;
    const entryFile =
      data.entryFile && files[data.entryFile] ? data.entryFile : (active ?? names[0]);
    startRun({
      sandboxId: data.sandboxId,
      sandboxType: data.sandboxType,
      files,
      entryFile,
      languageId: data.sandboxType === "PYTHON" ? "python3" : languageId,
      input,
    });
  };

  const share = useShare(post, data.sandboxId, data.sandboxType);
  // Publish reads the builder's metadata when it runs (the builder is made after the author's actions).
  const metadataNow = useRef<SandboxProblemMetadata | undefined>(undefined);
  const author = useAuthorActions(
    post,
    data.sandboxId,
    files,
    Boolean(data.canPublish),
    () => metadataNow.current,
  );
  const builder = useProblemBuilder(data, author.saveDraft);
  metadataNow.current = builder.enabled ? builder.metadata : undefined;
  const builderId = useId();
  usePendingAuthorWork({
    sandboxId: data.sandboxId,
    canPublish: Boolean(data.canPublish),
    restored,
    setFiles,
    saveDraft: author.saveDraft,
    builder,
  });
  // A save the platform took is what the store's draft is now edited from.
  const savedAt = author.state.phase === "saved" ? author.state.savedAt : undefined;
  useEffect(() => {
    if (savedAt) markSaved(savedAt);
  }, [savedAt, markSaved]);
  // An author sees the metadata they will publish; everyone else the published one.
  const shownMetadata = builder.enabled ? builder.metadata : data.problemMetadata;
  const fork = async () => {
    if (!data.shared) return;
    await saveSandboxDraft(
      {
        sandboxId: data.sandboxId,
        problemId: data.problemId,
        sandboxType: data.sandboxType,
        files,
      },
      onBlocked,
    );
    navigate(data.shared.forkPath);
  };

  const rootRef = useRef<HTMLElement>(null);
  useEmbedHeight(rootRef, data.sandboxId, Boolean(data.embed));
  const rowRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const splitArea = () => {
    const row = rowRef.current?.getBoundingClientRect();
    const editor = editorRef.current?.getBoundingClientRect();
    return row && editor ? { left: editor.left, width: row.right - editor.left } : undefined;
  };
  // Remembered per sandbox type: a web page and a Python script want different room.
  const [split, setSplit] = usePaneSize(`sandbox-${data.sandboxType}`, "0", 50);
  const [resizing, setResizing] = useState(false);

  const activeCode = active ? files[active]?.code : undefined;
  const mode = active ? fileModeOf(active) : undefined;
  const runnerProps = { files, activeFile: active, readOnly, dark, shared: Boolean(data.shared) };
  const notebookSource = files[NOTEBOOK_FILE_NAME]?.code ?? Object.values(files)[0]?.code ?? "";

  return (
    <section
      ref={rootRef}
      className={
        data.embed ? "sandbox__embed sandbox__workspace" : "sandbox__full sandbox__workspace"
      }
      data-fills-window={data.embed ? undefined : ""}
      data-sandbox-type={data.sandboxType}
      data-sandbox-id={data.sandboxId}
      aria-label={data.title}
    >
      {data.shared ? (
        // A shared copy is a user's page under our header (it may pose as our login): said
        // outside its preview, in our own document (issue 30, decision 036).
        <p className="sandbox__userMade" role="note" data-testid="shared-by-user">
          {SANDBOX_TEXTS.sharedByUser}
        </p>
      ) : null}
      <SandboxToolbar
        data={data}
        readOnly={readOnly}
        hydrated={hydrated}
        runsOnPlatform={runsOnPlatform}
        running={runState.phase === "running"}
        onRun={run}
        languageId={languageId}
        onLanguage={setLanguageId}
        onReset={reset}
        share={share}
        onShare={(token) => void share.share(files, token)}
        captcha={captcha}
        onFork={() => void fork()}
        author={author}
        returnTo={returnTo}
        builder={
          builder.enabled
            ? { id: builderId, open: builder.open, onToggle: () => builder.setOpen(!builder.open) }
            : undefined
        }
      />
      {builder.enabled && builder.open ? (
        <ProblemBuilder
          id={builderId}
          fields={builder.fields}
          errors={builder.errors}
          saving={author.state.phase === "saving"}
          onFields={builder.setFields}
          onSave={() => void builder.save()}
          onClose={() => {
            builder.setOpen(false);
            document.getElementById(`${builderId}-toggle`)?.focus();
          }}
        />
      ) : null}
      {shownMetadata ? (
        <ProblemStatement title={shownMetadata.title} statement={shownMetadata.statement} />
      ) : null}
      {storeBlocked ? (
        <p className="sandbox__notice" role="alert">
          {CODE_STORE_BLOCKED}
        </p>
      ) : null}
      {isNotebook ? (
        <div className="sandbox__notebook">
          {hydrated ? (
            <NotebookPane
              post={post}
              sandboxId={data.sandboxId}
              source={notebookSource}
              readOnly={readOnly}
              dark={dark}
              onChange={(source) => edit(NOTEBOOK_FILE_NAME, source)}
            />
          ) : (
            <NotebookText source={notebookSource} />
          )}
        </div>
      ) : (
        <div
          ref={rowRef}
          className="sandbox__panes"
          data-resizing={resizing || undefined}
          style={
            { "--editor-fr": `${split}fr`, "--output-fr": `${100 - split}fr` } as CSSProperties
          }
        >
          <FileTree
            names={names}
            active={active}
            readOnly={readOnly}
            onOpen={openFile}
            onAdd={addFile}
            onRename={rename}
            onDelete={remove}
          />
          <div ref={editorRef} className="sandbox__editorPane">
            <FileTabs open={openFiles} active={active} onSelect={setActive} onClose={closeFile} />
            {active && activeCode !== undefined && mode ? (
              <EditorSlot height={data.embed ? EMBED_EDITOR_HEIGHT : undefined}>
                <CodeSurface
                  key={active}
                  languageId={mode.languageId}
                  loadMode={mode.loadMode}
                  value={activeCode}
                  onChange={(code) => edit(active, code)}
                  label={`Code, ${active}`}
                  dark={dark}
                  height={EDITOR_HEIGHT}
                  readOnly={readOnly}
                  onRun={runsOnPlatform ? run : undefined}
                  errorLine={errorLineOf(active, activeCode)}
                />
              </EditorSlot>
            ) : (
              <p className="sandbox__hint">Open a file to edit it.</p>
            )}
            {runsOnPlatform ? (
              <details className="sandbox__stdin">
                <summary>Input (stdin)</summary>
                <textarea
                  aria-label="Input (stdin)"
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  spellCheck={false}
                />
              </details>
            ) : null}
          </div>
          <SplitSeparator
            split={split}
            onSplit={setSplit}
            area={splitArea}
            onDragging={setResizing}
            label="Resize the editor and the output"
          />
          <div ref={outputRef} className="sandbox__outputPane">
            {runsOnPlatform ? (
              <RunOutput state={runState} returnTo={returnTo} console={console} />
            ) : hydrated ? (
              <Suspense fallback={<p className="sandbox__hint">Loading…</p>}>
                {data.sandboxType === "WEB" ? (
                  <WebPreview {...runnerProps} />
                ) : (
                  <SqlRunner {...runnerProps} />
                )}
              </Suspense>
            ) : (
              <p className="sandbox__hint">
                {data.sandboxType === "WEB"
                  ? "The preview shows here once the page has loaded."
                  : "Run queries here once the page has loaded."}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
