/**
 * Where sign-in and the language switch send people back to (safeRedirectPath,
 * app/utils/session-cookie.server.ts): never another site, and never a value that cannot be a
 * Location header (which was a 500). A browser reads a Location the way WHATWG `new URL` does
 * (tabs and newlines stripped, "\" read as "/"), so that is how each answer is checked.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_PATH_CHARS, safeRedirectPath } from "~/utils/session-cookie.server";

const ORIGIN = "https://respiro.example";

/** What a browser does with the answer: it must stay on ORIGIN and be a valid header value. */
function expectStaysHome(answer: string, input: unknown) {
  const label = JSON.stringify(input);
  expect(answer.startsWith("/"), label).toBe(true);
  expect(answer.startsWith("//"), label).toBe(false);
  expect(answer, label).not.toMatch(/[^!-~]|\\/);
  expect(new URL(answer, ORIGIN).origin, label).toBe(ORIGIN);
}

const HOSTILE: unknown[] = [
  // white space and control characters, which browsers strip or refuse
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\r\nSet-Cookie: x=1",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/\u00a0/evil.example",
  "/\u2028/evil.example",
  "/\u3000/evil.example",
  "/\u3000",
  "/ /evil.example",
  // scheme-relative, with backslashes and dot segments
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/./\\evil.example",
  // absolute URLs and other schemes
  "https://evil.example",
  "HTTPS://evil.example/x",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "mailto:someone@evil.example",
  // not a path at all
  "evil.example",
  "%2F%2Fevil.example",
  "?next=//evil.example",
  "#//evil.example",
  "",
  null,
  undefined,
  // too long for a header worth sending
  "/" + "a".repeat(MAX_REDIRECT_PATH_CHARS),
];

/** Percent-encoded tricks: harmless as they are (a path on this site), so they stay, encoded (dot segments resolved). */
const ENCODED: [string, string][] = [
  ["/%09/evil.example", "/%09/evil.example"],
  ["/%0d%0a/evil.example", "/%0d%0a/evil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/%5Cevil.example", "/%5Cevil.example"],
  ["/%2e%2e/%2f%2fevil.example", "/%2f%2fevil.example"],
  ["/%E3%80%80/evil", "/%E3%80%80/evil"],
];

describe("safeRedirectPath", () => {
  it.each(HOSTILE.map((input) => [input]))("%j falls back to the default", (input) => {
    expect(safeRedirectPath(input as string)).toBe("/");
    expect(safeRedirectPath(input as string, "/chat")).toBe("/chat");
  });

  it.each(ENCODED)("%j stays on the site", (input, expected) => {
    const answer = safeRedirectPath(input);
    expectStaysHome(answer, input);
    expect(answer).toBe(expected);
  });

  it("keeps a local path with its query and fragment, percent-encoding what a header cannot carry", () => {
    expect(safeRedirectPath("/chat")).toBe("/chat");
    expect(safeRedirectPath("/chat?x=1&y=%20#top")).toBe("/chat?x=1&y=%20#top");
    expect(safeRedirectPath("/safety/../chat")).toBe("/chat");
    expect(safeRedirectPath("/caffè")).toBe("/caff%C3%A8");
    expect(safeRedirectPath("/a".repeat(MAX_REDIRECT_PATH_CHARS / 2))).toBe("/a".repeat(MAX_REDIRECT_PATH_CHARS / 2));
  });

  it("a File (a multipart field that is not text) falls back", () => {
    expect(safeRedirectPath(new File(["/chat"], "x.txt"))).toBe("/");
  });

  it("whatever the input, the answer stays on the site and is a valid Location value", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      "\u3000",
      ".",
      "..",
      "evil.example",
      ":",
      "%2F",
      "%09",
      "https:",
      "javascript:",
      "?",
      "#",
      "@",
      "a",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")),
        ),
        (input) => {
          expectStaysHome(safeRedirectPath(input), input);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
