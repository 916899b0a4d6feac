/**
 * Our words for input the BFF refuses itself (the spec leaves validation to the server, except
 * for the texts it names: "Invalid Email", "Invalid Phone Number", the LinkedIn message).
 */
export { REQUIRED } from "~/contract/field-texts";
export const tooLong = (max: number) => `Use at most ${max} characters`;
