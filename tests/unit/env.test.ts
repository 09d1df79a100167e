/**
 * The one environment schema (app/utils/env.server.ts): defaults, refusals that name the variable
 * and never its value, the README's configuration table, and no other reader of process.env.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { appModulesContaining } from "../support/source-files";
import { clientIp, ENV_VARIABLES, EnvError, getEnv, trustProxy } from "~/utils/env.server";
import { normaliseIp, throttleBucket } from "~/utils/ip-address.server";

describe("getEnv", () => {
  it("reads DATABASE_URL as PostgreSQL with a bounded pool, else the SQLite file (decision record 0037)", () => {
    expect(getEnv({ DATABASE_URL: "postgresql://respiro:pw@db.example:5432/respiro", DATABASE_POOL_MAX: "4" })).toMatchObject({
      DATABASE_URL: "postgresql://respiro:pw@db.example:5432/respiro",
      DATABASE_POOL_MAX: 4,
    });
  });

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
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: 1, ENABLE_TEST_ROUTES: true, AI_TIMEOUT_MS: 1500, APP_URL: "https://respiro.example" });
    expect(env.MAIL_FROM).toBeUndefined();
  });

  it("reads TRUST_PROXY as a number of proxies: true is 1, false is 0, or a whole number", () => {
    expect(getEnv({ TRUST_PROXY: "no" }).TRUST_PROXY).toBe(0);
    expect(getEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(getEnv({ TRUST_PROXY: "yes" }).TRUST_PROXY).toBe(1);
    expect(getEnv({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toBe(2);
    expect(getEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
  });

  it.each([
    ["APP_URL", "ftp://respiro.example", "APP_URL"],
    ["APP_URL", "respiro.example", "APP_URL"],
    ["TRUST_PROXY", "maybe", "TRUST_PROXY must be true, false or the number of proxies in front of the app (0 to 10)"],
    ["TRUST_PROXY", "-1", "TRUST_PROXY must be true, false or the number of proxies"],
    ["TRUST_PROXY", "11", "TRUST_PROXY must be at most 10"],
    ["PORT", "70000", "PORT must be at most 65535"],
    ["AI_TIMEOUT_MS", "30s", "AI_TIMEOUT_MS must be a whole number"],
    ["AI_PROVIDER", "claude", "AI_PROVIDER must be embedded or openai"],
    ["OPENAI_BASE_URL", "localhost:11434", "OPENAI_BASE_URL"],
    ["SMTP_URL", "http://mail.example", "SMTP_URL must start with smtp:// or smtps://"],
    ["SESSION_SECRET", "tiny-s3cr3t", "SESSION_SECRET must be at least 16 characters"],
    ["DATABASE_URL", "mysql://respiro:s3cretpw@db.example/respiro", "DATABASE_URL must be a postgres:// URL with a host and a database name"],
    ["DATABASE_URL", "postgres://respiro:s3cretpw@db.example", "DATABASE_URL must be a postgres:// URL with a host and a database name"],
    ["DATABASE_POOL_MAX", "0", "DATABASE_POOL_MAX must be at least 1"],
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

describe("clientIp: the address the trusted proxies added, read from the right (decision record 0012)", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  const request = (headers: [string, string][]) => {
    const h = new Headers();
    for (const [name, value] of headers) h.append(name, value);
    return new Request("http://localhost:3000/login", { headers: h });
  };

  it("believes no header without TRUST_PROXY", () => {
    expect(trustProxy()).toBe(false);
    expect(clientIp(request([["X-Forwarded-For", "203.0.113.5"]]))).toBeNull();
  });

  it("with one proxy takes the last entry, so what the client wrote to the left changes nothing", () => {
    process.env.TRUST_PROXY = "true";
    expect(trustProxy()).toBe(true);
    expect(clientIp(request([["X-Forwarded-For", "203.0.113.5"]]))).toBe("203.0.113.5");
    expect(clientIp(request([["X-Forwarded-For", "6.6.6.6, 7.7.7.7,203.0.113.5"]]))).toBe("203.0.113.5");
    // A second header line sent by the client comes first; the proxy's value is still last.
    expect(
      clientIp(
        request([
          ["X-Forwarded-For", "6.6.6.6"],
          ["X-Forwarded-For", "203.0.113.5"],
        ]),
      ),
    ).toBe("203.0.113.5");
  });

  it("with N proxies takes the N-th entry from the end, and none when there are fewer entries", () => {
    process.env.TRUST_PROXY = "2";
    expect(clientIp(request([["X-Forwarded-For", "6.6.6.6, 203.0.113.5, 10.0.0.2"]]))).toBe("203.0.113.5");
    expect(clientIp(request([["X-Forwarded-For", "203.0.113.5"]]))).toBeNull();
  });

  it("ignores X-Real-IP and entries that are not addresses", () => {
    process.env.TRUST_PROXY = "1";
    expect(clientIp(request([["X-Real-IP", "203.0.113.5"]]))).toBeNull();
    expect(clientIp(request([["X-Forwarded-For", "203.0.113.5, unknown"]]))).toBeNull();
    expect(clientIp(request([["X-Forwarded-For", "6.6.6.6, "]]))).toBe("6.6.6.6");
  });
});

describe("client addresses", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    [" 203.0.113.5:51234 ", "203.0.113.5"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["unknown", null],
    ["203.0.113.500", null],
    ["", null],
  ])("normaliseIp(%j) = %j", (entry, expected) => {
    expect(normaliseIp(entry)).toBe(expected);
  });

  it("throttles IPv4 per address and IPv6 per /64", () => {
    expect(throttleBucket("203.0.113.5")).toBe("203.0.113.5");
    expect(throttleBucket("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(throttleBucket("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(throttleBucket("2001:db8:0:2::5")).toBe("2001:db8:0:2::/64");
    expect(throttleBucket("::1")).toBe("0:0:0:0::/64");
    expect(throttleBucket("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
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
