import { useId } from "react";
import { storeDarkThemePreference } from "~/shared/theme-preference";
import { FONT_SIZES, TAB_SIZES, useEditorSettings } from "./editor-settings";
import { useDarkPage } from "./use-dark-page";

/**
 * The editor's settings in its toolbar: light/dark (the spec's stored preference of this surface,
 * which the whole page follows), font size, tab size and the Vim keymap. A disclosure: it opens
 * with a click or Enter, its fields are ordinary labelled controls, and it is not in the form.
 */
export function EditorSettingsMenu({ surface }: { surface: "practice" | "compiler" }) {
  const id = `editor-settings-${useId().replace(/:/g, "")}`;
  const dark = useDarkPage();
  const [settings, update] = useEditorSettings();
  return (
    <details className="editor-settings__menu">
      <summary className="editor-settings__summary">Editor settings</summary>
      <div className="editor-settings__panel" role="group" aria-label="Editor settings">
        <label htmlFor={`${id}-theme`}>Theme</label>
        <select
          id={`${id}-theme`}
          value={dark ? "dark" : "light"}
          onChange={(e) => storeDarkThemePreference(surface, e.target.value === "dark")}
        >
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
        <label htmlFor={`${id}-font`}>Font size</label>
        <select
          id={`${id}-font`}
          value={settings.fontSize}
          onChange={(e) => update({ fontSize: Number(e.target.value) })}
        >
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} px
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-tab`}>Tab size</label>
        <select
          id={`${id}-tab`}
          value={settings.tabSize}
          onChange={(e) => update({ tabSize: Number(e.target.value) })}
        >
          {TAB_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} spaces
            </option>
          ))}
        </select>
        <label className="editor-settings__check">
          <input
            type="checkbox"
            checked={settings.vim}
            onChange={(e) => update({ vim: e.target.checked })}
          />
          Vim keys
        </label>
      </div>
    </details>
  );
}
