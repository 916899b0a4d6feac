import { describe, expect, it } from "vitest";
import { accountWidgetSchemas } from "~/contract/widgets/account-schemas";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { editorFieldsOf } from "~/contract/widgets/field-spec";
import { accountSamples } from "~/widgets/catalog/account-samples";
import { accountWidgets } from "~/widgets/catalog/account";
import * as eager from "~/widgets/catalog/account.server";
import { lookupWidget } from "~/widgets/registry";
import { samplesOf } from "~/widgets/samples";
import { resolveWidget } from "~/widgets/schemas.server";
import { componentCell, expectInert, renderCell } from "./account-kit";

const KINDS = [
  "CHECKOUT",
  "PAYMENT_STATUS",
  "ORDER_LIST",
  "COURSE_REGISTRATION",
  "USER_LOGIN",
  "OTP_VERIFICATION",
  "CERTIFICATE_VERIFICATION",
  "FILE_UPLOAD",
  "REFERRAL_CARD",
  "NOTIFICATION_LIST",
  "SUBSCRIPTION_STATUS",
];

describe("the account family", () => {
  it("registers its kinds once each, in the schema table, the registry and the samples", () => {
    expect(accountWidgets.map((def) => def.kind)).toEqual(KINDS);
    expect(Object.keys(accountWidgetSchemas)).toEqual(KINDS);
    expect(Object.keys(accountSamples)).toEqual(KINDS);
    for (const kind of KINDS) {
      expect(WIDGET_SCHEMAS[kind]).toBe(accountWidgetSchemas[kind]);
      expect(lookupWidget(kind)?.kind).toBe(kind);
    }
  });

  it("every kind has a sample that passes its schema, and every sample does", () => {
    for (const def of accountWidgets) {
      const samples = samplesOf(def);
      expect(samples.length, def.kind).toBeGreaterThanOrEqual(2);
      for (const sample of samples) {
        const parsed = accountWidgetSchemas[def.kind].safeParse(sample.data);
        expect(
          parsed.success,
          `${def.kind} "${sample.title}": ${JSON.stringify(parsed.error?.issues)}`,
        ).toBe(true);
        expect((sample.data as { type?: string }).type).toBe(def.kind);
        expect(resolveWidget(componentCell(def.kind, sample.data)).status).toBe("ok");
      }
    }
  });

  it("every sample renders through the cell frame without live markup", () => {
    for (const def of accountWidgets) {
      for (const sample of samplesOf(def)) {
        const html = renderCell(def.kind, sample.data);
        expect(html).toContain(`data-widget="${def.kind}"`);
        expect(html).not.toContain("widget-problem");
        expectInert(html);
      }
    }
  });

  it("each kind's component is a chunk of its own: the server module has one export per kind", () => {
    expect(Object.keys(eager).sort()).toHaveLength(KINDS.length);
  });

  it("the page editor can build an edit form for every kind", () => {
    for (const kind of KINDS) {
      const fields = editorFieldsOf(accountWidgetSchemas[kind]);
      expect(fields.length, kind).toBeGreaterThan(3);
    }
  });
});
