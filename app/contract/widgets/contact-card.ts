import { z } from "zod";
import { buttonDataSchema, componentDataSchema, imageSchema, opt, tolerantArray } from "..";

/** CONTACT_CARD componentData: a person or a desk to contact (admissions, a counsellor). */
export const contactCardSchema = componentDataSchema.extend({
  name: z.string().trim().min(1).max(120),
  /** "Admissions counsellor, Data Analyst Fellowship". */
  role: opt(z.string().max(160)),
  /** A photo or logo. */
  image: opt(imageSchema),
  /** Linked as mailto: when it looks like an address, else shown as text. */
  email: opt(z.string().trim().min(3).max(254)),
  /** Linked as tel: when it has 6 to 15 digits, else shown as text. */
  phone: opt(z.string().trim().min(3).max(40)),
  location: opt(z.string().max(200)),
  /** When to reach them ("Mon–Sat, 10:00–19:00 IST"). */
  hours: opt(z.string().max(120)),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});

export type ContactCardData = z.output<typeof contactCardSchema>;
export type ContactCardInput = z.input<typeof contactCardSchema>;
