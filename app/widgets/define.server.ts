import type { z } from "zod";
import type { EditorFieldSpec } from "~/contract/editor-values";
import { editorFieldsOf } from "~/contract/widgets/field-spec";
import type { WidgetSample } from "./types";

/**
 * The page editor's words for a kind, kept in its folder so they change with it: a line under
 * its title in the kind picker, and help for fields whose meaning is the kind's own, keyed by the
 * field's path in componentData ("closesAt", "options.id"); editor-texts.ts has the shared words.
 */
export interface WidgetKindHelp {
  description: string;
  fields?: Readonly<Record<string, string>>;
}

/**
 * The server half of a widget kind's one definition (`app/widgets/<kind>/index.server.ts`): what
 * only the server needs, kept out of the browser bundle (zod, samples; decision 010).
 */
export interface WidgetServerKindInput<TSchema extends z.ZodTypeAny> {
  kind: string;
  /** componentData's schema, from the contract (the spec's shape, shared with the platform). */
  schema: TSchema;
  /** For the gallery, the tests and the editor's new cells; at least one. */
  samples: readonly WidgetSample<z.input<TSchema>>[];
  /** The page editor's form: what a new cell starts as (default: the first sample). */
  editor?: { start?: z.input<TSchema> };
  /** What the page editor says about the kind (required: every kind explains itself). */
  help: WidgetKindHelp;
  /**
   * The addresses of the stylesheets the kind draws with, linked only by the pages that show it
   * (decisions 074, 075): its own (`import stylesheet from "./<kind>.css"`, classes named
   * `<kind>__<name>`) and an area's it renders (`~/practice/practice.css`). Kinds without one
   * still style through CSS Modules, which the one CSS bundle holds.
   */
  stylesheets?: readonly string[];
}

export interface WidgetServerKind {
  kind: string;
  schema: z.ZodTypeAny;
  samples: readonly WidgetSample<unknown>[];
  help: WidgetKindHelp;
  stylesheets?: readonly string[];
  /** The edit form, generated from the schema when the editor first asks for it. */
  readonly editor: { fields: EditorFieldSpec[]; start: Record<string, unknown> };
}

export function defineWidgetServer<TSchema extends z.ZodTypeAny>(
  def: WidgetServerKindInput<TSchema>,
): WidgetServerKind {
  let editor: WidgetServerKind["editor"] | undefined;
  const start: unknown = def.editor?.start ?? def.samples[0]?.data;
  return {
    kind: def.kind,
    schema: def.schema,
    samples: def.samples,
    help: def.help,
    ...(def.stylesheets?.length ? { stylesheets: def.stylesheets } : {}),
    get editor() {
      editor ??= {
        fields: withFieldHelp(editorFieldsOf(def.schema), def.help.fields),
        start: start && typeof start === "object" ? (start as Record<string, unknown>) : {},
      };
      return editor;
    },
  };
}

/**
 * The form's fields, each with the kind's own help where it has one: keyed by the field's path,
 * "closesAt" or "options.id" (a list's items share their fields' paths).
 */
function withFieldHelp(
  fields: EditorFieldSpec[],
  help: WidgetKindHelp["fields"],
  prefix = "",
): EditorFieldSpec[] {
  if (!help) return fields;
  return fields.map((field) => {
    const path = `${prefix}${field.key}`;
    const own = help[path];
    const withOwn = own ? { ...field, help: own } : field;
    if (withOwn.kind === "object") {
      return { ...withOwn, fields: withFieldHelp(withOwn.fields, help, `${path}.`) };
    }
    if (withOwn.kind === "list" && withOwn.item.kind === "object") {
      const item = withOwn.item;
      return {
        ...withOwn,
        item: { ...item, fields: withFieldHelp(item.fields, help, `${path}.`) },
      };
    }
    return withOwn;
  });
}
