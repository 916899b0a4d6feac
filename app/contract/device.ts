import { z } from "zod";

export const DEVICE_TYPES = ["MOBILE", "TABLET", "DESKTOP"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Spec 01 sections 3 and 9: MOBILE up to 768, TABLET above 768 up to 1024, DESKTOP above 1024. */
export function deviceTypeFor(screenWidth: number): DeviceType {
  if (screenWidth <= 768) return "MOBILE";
  if (screenWidth <= 1024) return "TABLET";
  return "DESKTOP";
}

export const deviceInfoSchema = z.object({
  screenWidth: z.number().int().positive().max(20000),
  screenHeight: z.number().int().positive().max(20000),
  devicePixelRatio: z.number().positive().max(10).default(1),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema> & { deviceType: DeviceType };
