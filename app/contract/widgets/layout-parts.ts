import { z } from "zod";
import { DEVICE_TYPES, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { DIMENSION_TYPES } from "../layout-values";

/** Schema parts the layout family's kinds share (spec 01 section 3 layout enumerations). */

/** A dimension {type, value}: an unknown type is kept and read as ABSOLUTE (layout-values.ts). */
export const dimensionSchema = looseObject({
  type: opt(lenientEnum(DIMENSION_TYPES)),
  value: z.number().finite().min(0).max(2000),
});

/** One dimension per device class; at least one of them. */
export const perDeviceDimensionSchema = looseObject({
  MOBILE: opt(dimensionSchema),
  TABLET: opt(dimensionSchema),
  DESKTOP: opt(dimensionSchema),
}).refine((value) => !!(value.MOBILE || value.TABLET || value.DESKTOP), {
  message: "needs a dimension for at least one device class",
});

/** The device classes a widget is shown on (absent: all of them). */
export const visibleOnSchema = opt(tolerantArray(lenientEnum(DEVICE_TYPES)));
