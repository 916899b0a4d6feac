/** A piece of the console's output: what the program printed, or a line the learner typed. */
export interface ConsolePiece {
  text: string;
  typed?: true;
}

/**
 * The console's output with the learner's lines shown where they were typed, as a terminal
 * echoes them (decision 068). Each re-run prints again what came before its prompts, so line i
 * goes right after `typedAt[i]`: the output of the run that asked for it. When this run printed
 * something else before a prompt (a program that is random or reads the clock), the lines are
 * left out rather than put in the wrong place.
 */
export function withTypedLines(
  output: string,
  lines: readonly string[],
  typedAt: readonly string[] | undefined,
): ConsolePiece[] {
  const plain = output === "" ? [] : [{ text: output }];
  if (!typedAt || !lines.length || typedAt.length !== lines.length) return plain;
  const pieces: ConsolePiece[] = [];
  let from = 0;
  for (const [i, at] of typedAt.entries()) {
    if (at.length < from || !output.startsWith(at)) return plain;
    pieces.push({ text: output.slice(from, at.length) }, { text: `${lines[i]}\n`, typed: true });
    from = at.length;
  }
  pieces.push({ text: output.slice(from) });
  return pieces.filter((piece) => piece.text !== "");
}

/** The pieces before the program's prompt, and the prompt: what it printed after its last line break. */
export function splitPromptPieces(pieces: readonly ConsolePiece[]): [ConsolePiece[], string] {
  const last = pieces[pieces.length - 1];
  if (!last || last.typed) return [[...pieces], ""];
  const at = last.text.lastIndexOf("\n") + 1;
  const before = pieces.slice(0, -1);
  if (at > 0) before.push({ text: last.text.slice(0, at) });
  return [before, last.text.slice(at)];
}
