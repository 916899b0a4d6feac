import { z } from "zod";
import { looseObject } from "./lenient";

/** One entry of the call catalogue (calls.ts, decision 009). */
export type UpstreamHost = "page" | "code";
export type LoginNeed = "required" | "optional" | "none";

export interface CatalogueEntry {
  path: string;
  method: "GET" | "POST";
  host: UpstreamHost;
  login: LoginNeed;
  reachedBy: "bff" | "action";
  request: z.ZodTypeAny;
  answer: z.ZodTypeAny;
}

/** Building blocks of the entries' request schemas. */
export const id = z.union([z.string().min(1), z.number().int()]);
export const body = <T extends z.ZodRawShape>(shape: T) => looseObject(shape);
export const noBody = z.undefined();
