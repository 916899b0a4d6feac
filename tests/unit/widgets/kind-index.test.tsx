import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { defineWidgetServer } from "~/widgets/define.server";
import { editorKindsOf, galleryEntriesOf, samplesOfEntry } from "~/widgets/derive.server";
import { registryEntriesOf } from "~/widgets/derive";
import { editorKinds } from "~/widgets/editor-kinds.server";
import { galleryEntries } from "~/widgets/gallery.server";
import { widgetKinds } from "~/widgets/kinds";
import { serverKinds } from "~/widgets/kinds.server";
import { widgetDefinitions } from "~/widgets/registry";
import { samplesOf } from "~/widgets/samples";
import { defineWidget, type WidgetProps } from "~/widgets/types";
import { isLazyComponent } from "./family-kit";
import {
  formattedIndexFiles,
  indexFiles,
  kindEntries,
  readKindFolders,
  type KindFolder,
} from "../../tools/widget-index";

/**
 * One definition per widget kind (docs/decisions/042): every list the app has of its kinds is
 * derived from the definitions in app/widgets/<kind>/, and a kind added as one folder appears
 * in all of them.
 */
const root = path.resolve(__dirname, "../../..");
const folders = readKindFolders();
const browserKinds = widgetKinds;
const kindsOf = (defs: readonly { kind: string }[]) => defs.map((def) => def.kind).sort();

function fakeFolder(folder: string, kind: string, flags: string): KindFolder {
  return {
    folder,
    browser: `export const fakeWidget = defineWidget({\n  kind: "${kind}",\n${flags}  load: () => import("./Fake"),\n});\n`,
    server: `import { fakeSchema } from "~/contract/widgets/fake";\nexport const fakeServer = defineWidgetServer({\n  kind: "${kind}",\n  schema: fakeSchema,\n  samples: [],\n  help: { description: "Fake." },\n});\n`,
  };
}

describe("the widget kinds' one definition", () => {
  it("the derived lists on disk are what the definitions give (npm run widgets:index)", async () => {
    const files = await formattedIndexFiles(folders);
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(path.join(root, file), "utf8"), file).toBe(text);
    }
  });

  it("every kind has exactly one definition, with both halves", () => {
    const entries = kindEntries(folders);
    expect(entries.length).toBeGreaterThanOrEqual(70);
    expect(new Set(entries.map((e) => e.kind)).size).toBe(entries.length);
    expect(kindsOf(browserKinds)).toEqual(kindsOf(entries));
    expect(kindsOf(serverKinds)).toEqual(kindsOf(entries));
    expect(Object.keys(WIDGET_SCHEMAS).sort()).toEqual(kindsOf(entries));
    for (const def of serverKinds) expect(WIDGET_SCHEMAS[def.kind], def.kind).toBe(def.schema);
  });

  it("a browser half imports neither its schema nor its samples (they stay on the server)", () => {
    for (const { folder, browser } of folders) {
      if (!browser) continue;
      const runtimeImports = [...browser.matchAll(/^import (?!type )[^;]*from "([^"]+)";/gm)].map(
        (match) => match[1],
      );
      for (const from of runtimeImports) {
        expect(from, `app/widgets/${folder}/index.ts`).not.toMatch(/samples|\.server$|zod/);
        if (from.startsWith("~/contract/widgets/")) expect(from).toMatch(/-look$/);
      }
    }
  });

  it("the registry holds each definition's entries: one per view loaded apart, one for the rest", () => {
    for (const def of browserKinds) {
      const entries = widgetDefinitions.filter((entry) => entry.kind === def.kind);
      expect(entries.length, def.kind).toBe(1 + Object.keys(def.views ?? {}).length);
      for (const entry of entries) {
        // A kind that loads its component is a chunk of its own (React.lazy), on both sides.
        expect(isLazyComponent(entry.Component), def.kind).toBe(Boolean(def.load));
        expect(Boolean(entry.paintsOwnBackground), def.kind).toBe(Boolean(def.paintsOwnBackground));
      }
    }
  });

  it("the samples, the gallery and the editor's kinds are the definitions'", () => {
    for (const server of serverKinds) {
      const entries = widgetDefinitions.filter((entry) => entry.kind === server.kind);
      // Every sample of a kind is shown once, by the entry of its view type.
      const shown = entries.flatMap((entry) => samplesOf(entry));
      expect(shown.length, server.kind).toBe(server.samples.length);
      expect(new Set(shown)).toEqual(new Set(server.samples));
    }
    const gallery = galleryEntries();
    expect(gallery.map((entry) => entry.kind)).toEqual(widgetDefinitions.map((def) => def.kind));
    expect(gallery.flatMap((entry) => entry.samples).length).toBe(
      serverKinds.reduce((sum, def) => sum + def.samples.length, 0),
    );
    const editor = editorKinds();
    expect(kindsOf(editor)).toEqual(kindsOf(serverKinds));
    for (const kind of editor) {
      const def = serverKinds.find((s) => s.kind === kind.kind)!;
      expect(kind.fields).toBe(def.editor.fields);
      expect(kind.sample).toBe(def.editor.start);
    }
  });

  it("a kind added as one folder appears in every derived list", () => {
    const withFake = [
      ...folders,
      fakeFolder("zz-fake", "FAKE_KIND", ""),
      fakeFolder("zz-plain", "FAKE_PLAIN", ""),
    ];
    const files = indexFiles(kindEntries(withFake));
    expect(files["app/widgets/kinds.ts"]).toMatch(/import \{ fakeWidget \} from "\.\/zz-fake"/);
    expect(files["app/widgets/kinds.ts"]).toMatch(/import \{ fakeWidget \} from "\.\/zz-plain"/);
    expect(files["app/widgets/kinds.server.ts"]).toContain('from "./zz-fake/index.server"');
    expect(files["app/widgets/kinds.server.ts"]).toContain('from "./zz-plain/index.server"');
    expect(files["app/contract/widgets/schemas.ts"]).toContain(
      'import { fakeSchema } from "./fake"',
    );
    expect(files["app/contract/widgets/schemas.ts"]).toContain("FAKE_KIND: fakeSchema,");
  });

  it("refuses a kind with one half only, or defined twice", () => {
    const half = fakeFolder("zz-half", "FAKE_HALF", "");
    expect(() => kindEntries([{ folder: "zz-half", browser: half.browser }])).toThrow(
      /needs index\.ts and index\.server\.ts/,
    );
    const faq = folders.find((f) => f.folder === "faq")!;
    expect(() => kindEntries([...folders, { ...faq, folder: "faq-again" }])).toThrow(
      /FAQ is defined twice/,
    );
  });

  it("a made-up kind's definition derives its registry entries, samples, gallery and editor form", () => {
    const FakeCard = ({ data }: WidgetProps<{ title: string }>) => <p>{data.title}</p>;
    const FakeWide = ({ data }: WidgetProps<{ title: string }>) => <h2>{data.title}</h2>;
    const browser = defineWidget({
      kind: "FAKE_CARD",
      load: async () => FakeCard,
      views: { WIDE: async () => FakeWide },
      paintsOwnBackground: true,
    });
    const server = defineWidgetServer({
      kind: "FAKE_CARD",
      schema: z.object({
        type: z.literal("FAKE_CARD"),
        title: z.string(),
        viewType: z.string().optional(),
      }),
      samples: [
        { title: "plain", data: { type: "FAKE_CARD", title: "Plain" } },
        { title: "wide", data: { type: "FAKE_CARD", title: "Wide", viewType: "WIDE" } },
      ],
      help: { description: "A made-up card.", fields: { title: "The card's own words." } },
    });
    const entries = registryEntriesOf(browser);
    expect(entries.map((entry) => entry.viewTypes)).toEqual([["WIDE"], undefined]);
    expect(entries.every((entry) => entry.paintsOwnBackground)).toBe(true);
    expect(
      entries.map((entry) => samplesOfEntry(entry, entries, server).map((s) => s.title)),
    ).toEqual([["wide"], ["plain"]]);
    const gallery = galleryEntriesOf(
      entries,
      (entry) => samplesOfEntry(entry, entries, server),
      (c) => c,
    );
    expect(gallery.map((entry) => entry.key)).toEqual(["FAKE_CARD-WIDE", "FAKE_CARD"]);
    expect(gallery[1].samples[0].cell.componentType).toBe("FAKE_CARD");
    const [editor] = editorKindsOf([server]);
    expect(editor.kind).toBe("FAKE_CARD");
    expect(editor.help).toBe("A made-up card.");
    expect(editor.fields.find((field) => field.key === "title")?.help).toBe(
      "The card's own words.",
    );
    expect(editor.fields.find((field) => field.key === "type")?.help).toBeUndefined();
    expect(editor.sample).toEqual({ type: "FAKE_CARD", title: "Plain" });
  });
});
