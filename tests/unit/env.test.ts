/**
 * The one environment schema (app/utils/env.server.ts): defaults, refusals that name the variable
 * and never its value, the README's configuration table, and no other reader of process.env.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { appModulesContaining } from "../support/source-files";
import { ENV_VARIABLES, EnvError, getEnv } from "~/utils/env.server";

describe("getEnv", () => {
  it("accepts an empty environment: everything has a default", () => {
    const env = getEnv({});
    for (const name of ENV_VARIABLES) expect(env[name], name).toBeUndefined();
  });

  it("parses typed values: numbers, flags, trimmed text", () => {
    const env = getEnv({
      PORT: "8080",
      TRUST_PROXY: "TRUE",
      ENABLE_TEST_ROUTES: "1",
      AI_TIMEOUT_MS: "1500",
      APP_URL: " https://respiro.example ",
      MAIL_FROM: "  ",
    });
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, ENABLE_TEST_ROUTES: true, AI_TIMEOUT_MS: 1500, APP_URL: "https://respiro.example" });
    expect(env.MAIL_FROM).toBeUndefined();
    expect(getEnv({ TRUST_PROXY: "no" }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ["APP_URL", "ftp://respiro.example", "APP_URL"],
    ["APP_URL", "respiro.example", "APP_URL"],
    ["TRUST_PROXY", "maybe", "TRUST_PROXY must be true or false"],
    ["PORT", "70000", "PORT must be at most 65535"],
    ["AI_TIMEOUT_MS", "30s", "AI_TIMEOUT_MS must be a whole number"],
    ["AI_PROVIDER", "claude", "AI_PROVIDER must be embedded or openai"],
    ["OPENAI_BASE_URL", "localhost:11434", "OPENAI_BASE_URL"],
    ["SMTP_URL", "http://mail.example", "SMTP_URL must start with smtp:// or smtps://"],
    ["SESSION_SECRET", "tiny-s3cr3t", "SESSION_SECRET must be at least 16 characters"],
  ])("refuses %s=%j with a message naming the variable, not the value", (name, value, expected) => {
    let error: unknown;
    try {
      getEnv({ [name]: value });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain(expected);
    expect((error as Error).message).not.toContain(value);
  });

  it("lists every bad variable at once", () => {
    expect(() => getEnv({ PORT: "x", TRUST_PROXY: "x" })).toThrow(/PORT .*; TRUST_PROXY /);
  });
});

describe("configuration documentation", () => {
  it("the README's configuration table lists exactly the variables of the schema", () => {
    const readme = readFileSync(join(__dirname, "../../README.md"), "utf8");
    const section = readme.split("## Configuration")[1].split("\n## ")[0];
    const documented = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]);
    expect(new Set(documented)).toEqual(new Set(ENV_VARIABLES));
    expect(documented).toHaveLength(new Set(documented).size);
  });
});

describe("one reader of process.env", () => {
  it("no module of app/ but utils/env.server.ts reads process.env", () => {
    expect(appModulesContaining("process.env")).toEqual(["utils/env.server.ts"]);
  });
});
