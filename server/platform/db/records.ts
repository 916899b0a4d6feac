import type { FormLogic } from "~/contract/editor-values";
import type { FormFieldType } from "~/contract/field-texts";

/**
 * The shapes of the platform's stored catalogue and forms: the tables (catalog.ts, orders.ts,
 * enrolments.ts) store them and the seed (seed/catalog.ts, seed/forms.ts) fills them, so they
 * live here, below both.
 */

export const ITEM_TYPES = ["COURSE", "EVENT", "WORKSHOP", "SUBSCRIPTION", "MENTORSHIP"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface ItemSeed {
  id: string;
  itemType: ItemType;
  name: string;
  /** Integer minor units (paise); 0 is free. */
  price: number;
  /** Instalments when the item may be paid in parts. */
  partInstalments: number | null;
  /** False: announced, not on sale yet (COURSE_NOTIFY). */
  isLive: boolean;
}

export interface CouponSeed {
  code: string;
  percentOff: number;
  /** The item type it applies to; null: any. */
  itemType: ItemType | null;
  description: string;
  /** ISO time after which it is invalid; null: never. */
  validUntil: string | null;
}

export interface RewardSeed {
  id: string;
  title: string;
  statusMessage: string;
}

export interface FormOption {
  label: string;
  value: string;
}

export interface FormFieldDefinition {
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  placeholder?: string;
  options?: FormOption[];
  /** file: accepted types (the input's accept attribute) and the largest file in bytes. */
  accept?: string;
  maxBytes?: number;
  /** Shown or hidden by other fields' values (the form editor's rule; formFieldVisible). */
  logic?: FormLogic;
}

export interface FormDefinition {
  id: string;
  title: string;
  /** False: visitors may submit without logging in. */
  requiresLogin: boolean;
  successMessage: string;
  fields: FormFieldDefinition[];
  /**
   * Set by the forms table: 1 when first stored, +1 per edit (the FORM widget's formVersion);
   * the seed's definitions have none.
   */
  version?: number;
}
