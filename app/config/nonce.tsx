import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty in the browser, where it is not needed any more. */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
