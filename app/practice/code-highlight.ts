import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { tags as t } from "@lezer/highlight";
import type { Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { oneDarkTheme } from "@codemirror/theme-one-dark";

/**
 * Syntax colours that keep 4.5:1 against the editor's background and its active-line band
 * (WCAG AA: the gallery's and the pages' axe walk checks code text too). One Dark's and
 * CodeMirror's default colours fall to 3.8-4.4 for comments, keywords and names.
 */
const light = HighlightStyle.define([
  { tag: [t.keyword, t.modifier, t.operatorKeyword, t.controlKeyword], color: "#7a2d9c" },
  { tag: [t.string, t.special(t.string), t.regexp], color: "#a31515" },
  { tag: [t.number, t.bool, t.null, t.atom], color: "#0b6a45" },
  { tag: [t.comment, t.meta], color: "#5c6370", fontStyle: "italic" },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: "#1d5aa8" },
  { tag: [t.typeName, t.className, t.namespace], color: "#155e75" },
  { tag: [t.definition(t.variableName), t.propertyName, t.attributeName], color: "#8a4b00" },
  { tag: [t.tagName, t.angleBracket], color: "#0b6a45" },
  { tag: t.invalid, color: "#b00020" },
]);

const dark = HighlightStyle.define(
  [
    { tag: [t.keyword, t.modifier, t.operatorKeyword, t.controlKeyword], color: "#dcaef0" },
    { tag: [t.string, t.special(t.string), t.regexp], color: "#a8d08d" },
    { tag: [t.number, t.bool, t.null, t.atom], color: "#e0ad7e" },
    { tag: [t.comment, t.meta], color: "#a3acbb", fontStyle: "italic" },
    { tag: [t.function(t.variableName), t.function(t.propertyName)], color: "#7dbff2" },
    { tag: [t.typeName, t.className, t.namespace], color: "#e8c989" },
    { tag: [t.definition(t.variableName), t.propertyName, t.attributeName], color: "#f3a5ab" },
    { tag: [t.tagName, t.angleBracket], color: "#f3a5ab" },
    { tag: t.invalid, color: "#ffb4b4" },
  ],
  { themeType: "dark" },
);

/**
 * The light frame names its text colour: an editor inside a dark band of a light page (the
 * online compiler's hero) would otherwise inherit the band's white text on its white background.
 */
const lightFrame = EditorView.theme({ "&": { color: "#16131f", backgroundColor: "#ffffff" } });

/** The editor's frame and code colours: One Dark's frame on the dark theme, ours on the light. */
export function codeColours(isDark: boolean): Extension {
  return isDark
    ? [oneDarkTheme, syntaxHighlighting(dark)]
    : [lightFrame, syntaxHighlighting(light)];
}
