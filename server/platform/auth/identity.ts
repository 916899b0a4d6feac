import {
  EMAIL_PATTERN,
  INVALID_EMAIL,
  INVALID_PHONE,
  MAX_EMAIL_LENGTH,
} from "~/contract/field-texts";
import type { OtpChannel } from "../db/otp-requests";

/** Who asks for a passcode: a normalised email (lower case) or phone ("+{country}{number}"). */
export interface Identity {
  channel: OtpChannel;
  value: string;
}

export { EMAIL_PATTERN, INVALID_EMAIL, INVALID_PHONE };

/** Without a country code a number is Indian, the product's home market. */
export const DEFAULT_COUNTRY_CODE = "91";

/** E.164: at most 15 digits with the country code. The spec gives no bound, so this is ours. */
const MOBILE_NUMBER = /^\d{6,14}$/;
const COUNTRY_CODE = /^\+?(\d{1,4})$/;
const MAX_PHONE_DIGITS = 15;

/** The normalised email, or undefined when it is not one. */
export function parseEmail(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const email = raw.trim();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return undefined;
  return email.toLowerCase();
}

const digitsOf = (value: unknown): string | undefined => {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === "string" ? value.trim() : undefined;
};

/**
 * `{mobileNumber, countryCode}` as "+{country code}{number}". The number is digits only; the
 * country code may be written "+91" or "91" (default 91 when absent).
 */
export function parsePhone(raw: unknown): string | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const { mobileNumber, countryCode } = raw as Record<string, unknown>;
  const number = digitsOf(mobileNumber);
  if (!number || !MOBILE_NUMBER.test(number)) return undefined;
  const code = countryCode === undefined || countryCode === null ? "" : digitsOf(countryCode);
  if (code === undefined) return undefined;
  const country = code === "" ? DEFAULT_COUNTRY_CODE : COUNTRY_CODE.exec(code)?.[1];
  if (!country || country.length + number.length > MAX_PHONE_DIGITS) return undefined;
  return `+${country}${number}`;
}

/**
 * An identity written as one string (test endpoints): an email, or a phone number in the form
 * "+919876543210" (spaces and dashes ignored; the "+" may be left out).
 */
export function identityFromString(raw: string): Identity | undefined {
  if (raw.includes("@")) {
    const email = parseEmail(raw);
    return email ? { channel: "email", value: email } : undefined;
  }
  const digits = raw.replace(/[\s-]/g, "").replace(/^\+/, "");
  return /^\d{7,15}$/.test(digits) ? { channel: "phone", value: `+${digits}` } : undefined;
}

/** "a***@example.com", "+91 ******3210": enough for the user to recognise, not to harvest. */
export function maskIdentity(identity: Identity): string {
  if (identity.channel === "email") {
    const at = identity.value.lastIndexOf("@");
    return `${identity.value.slice(0, 1)}***${identity.value.slice(at)}`;
  }
  return maskPhone(identity.value);
}

function maskPhone(phone: string): string {
  // Identities do not keep where the country code ends; only the default one is split off.
  const defaultPrefix = `+${DEFAULT_COUNTRY_CODE}`;
  const [prefix, national] = phone.startsWith(defaultPrefix)
    ? [`${defaultPrefix} `, phone.slice(defaultPrefix.length)]
    : ["+", phone.slice(1)];
  return `${prefix}${"*".repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}
