import { z } from "zod";
import { looseObject } from "..";

/** A plain labelled link of the display family (portfolio, profiles): shown only when safe. */
export const displayLinkSchema = looseObject({
  label: z.string().trim().min(1),
  /** http(s), mailto, tel or a path on this site; anything else is not shown. */
  url: z.string().trim().min(1),
});
