/** Carries the CSP nonce from entry.server to the <script> tags; never sent through a loader. */
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
/** The nonce on the server, "" in the browser (browsers hide nonces from the DOM). */
export const useNonce = () => useContext(NonceContext);
