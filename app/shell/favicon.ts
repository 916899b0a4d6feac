/**
 * public/favicon.ico (32 by 32) as a data address, for the root's icon link: the page names its
 * icon without a request of its own during the first paint. The file stays for clients that ask for
 * /favicon.ico; tests/unit/shell/favicon.test.ts checks that both hold the same bytes.
 */
const FAVICON_DATA_ADDRESS =
  "data:image/x-icon;base64,AAABAAEAICAAAAEAIABRAQAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAARhJREFUeNpjiLY5wjCQGJugQrTNkf5omyPno22O/KcSPg81U4GQAxKibY68p6LF6Pg91A6sDkigocXoOAHdAQo09jm2kFBAdkA/HS2H4X5kB5wfAAecR3bA/wHCQ9wBBSGnwXhAHHBo28v/MABi09UBa+c9+o8OQGJ0ccDM1lv/cQGQHE0d0JJ7+T8hAFJDEwdUJZ7///Xzb4IOAKkBqaWqA1I9TmC1/MGtL2CMzREgPVRxAMggfJbgcxwRjiDsgGvnPhAMZlzRA9JLkQOQ8zqhhIYrgRIoI3A7AFTCkZrVcGVRPKUlaQ4gprDBVkiR5QBKilsS9BFOhORWOETqG20PDJ4m2YA3Sge8WT7gHZNB0TUbFJ1TumMAhuF0QisVtKwAAAAASUVORK5CYII=";

/** The root's icon link address. */
export function faviconHref(): string {
  return FAVICON_DATA_ADDRESS;
}
