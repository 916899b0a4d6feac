import { useState } from "react";
import { consoleStdin } from "~/contract/code-values";
import { failingLine } from "~/practice/failing-line";
import type { ConsoleProps } from "~/practice/ConsolePrompt";
import { useConsoleLines } from "~/practice/use-console-lines";
import type { SandboxFiles } from "~/contract/sandbox-values";
import { filesToWire } from "./files";
import type { SandboxPost } from "./sandbox-client";
import { usePlatformRun } from "./use-platform-run";

export interface ConsoleRunRequest {
  sandboxId: string;
  sandboxType: string;
  files: SandboxFiles;
  entryFile: string;
  languageId: string;
  /** The "Input (stdin)" box: what the program reads before the console's lines. */
  input: string;
}

/**
 * A platform run (PLAYGROUND, PYTHON) with a console, as the compiler has (decision 068): Run
 * starts a new console; when the program waits at `input()`, a line typed at its prompt runs the
 * same files again from the start with the given input and every line so far. It also tells the
 * line of a file that a Python error points at, while that file is as it ran.
 */
export function useConsoleRun(post: SandboxPost) {
  const { state, start } = usePlatformRun(post);
  const typed = useConsoleLines();
  const [ran, setRan] = useState<ConsoleRunRequest>();

  const send = (request: ConsoleRunRequest, typed: readonly string[]) => {
    const input = consoleStdin(request.input, typed);
    void start({
      sandboxId: request.sandboxId,
      sandboxType: request.sandboxType,
      files: JSON.stringify(filesToWire(request.files)),
      entryFile: request.entryFile,
      languageId: request.languageId,
      input: input || undefined,
    });
  };

  const run = (request: ConsoleRunRequest) => {
    typed.clear();
    setRan(request);
    send(request, []);
  };

  const console: ConsoleProps = {
    lines: typed.lines,
    typedAt: typed.typedAt,
    fields: {},
    onLine: (line) => {
      if (!ran) return;
      const lines = typed.type(line, state.phase === "done" ? (state.result.stdout ?? "") : "");
      if (lines) send(ran, lines);
    },
  };

  const errorLineOf = (file: string | undefined, code: string | undefined) => {
    if (state.phase !== "done" || !ran || !file || !ran.languageId.startsWith("python")) return;
    if (ran.files[file]?.code !== code) return undefined;
    return failingLine(state.result.message, ran.languageId, file);
  };

  return { state, run, console, errorLineOf };
}
