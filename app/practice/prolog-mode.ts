import type { StreamParser } from "@codemirror/language";

/** Prolog has no published CodeMirror mode: comments, strings, variables, atoms and numbers. */
export const prolog: StreamParser<{ inComment: boolean }> = {
  name: "prolog",
  startState: () => ({ inComment: false }),
  token(stream, state) {
    if (state.inComment) {
      if (stream.skipTo("*/")) {
        stream.next();
        stream.next();
        state.inComment = false;
      } else stream.skipToEnd();
      return "comment";
    }
    if (stream.eatSpace()) return null;
    if (stream.match("%")) {
      stream.skipToEnd();
      return "comment";
    }
    if (stream.match("/*")) {
      state.inComment = true;
      return "comment";
    }
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/) || stream.match(/^'(?:[^'\\]|\\.)*'?/)) return "string";
    if (stream.match(/^\d+(\.\d+)?/)) return "number";
    if (stream.match(/^[A-Z_][A-Za-z0-9_]*/)) return "variableName";
    if (stream.match(/^[a-z][A-Za-z0-9_]*/)) return "atom";
    if (stream.match(/^(:-|-->|\?-|=\.\.|\\\+|==|\\==|=<|>=|is\b)/)) return "operator";
    stream.next();
    return null;
  },
};
