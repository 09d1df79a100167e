/**
 * /support and /help (issue 15 item 5): the contact form stores a message for the
 * administrators, refuses bad input with translated errors, ignores what bots put in the honeypot
 * and throttles floods per e-mail address and per client address.
 */
import { describe, expect, it } from "vitest";
import * as help from "~/routes/help";
import * as support from "~/routes/support";
import { listSupportMessages } from "~/models/support-message.server";
import { SUPPORT_PER_EMAIL, SUPPORT_PER_IP, submitSupportMessage } from "~/services/support.server";
import { getFixedTranslation } from "~/utils/locale.server";
import { translateKey } from "~/utils/i18n";
import { call, formRequest, getRequest } from "../support/requests";

let n = 0;
const message = (overrides: Record<string, string> = {}) => {
  n += 1;
  return {
    name: "Giulia Rossi",
    email: `giulia${n}@example.test`,
    subject: "Domanda sul piano",
    message: "Come posso passare al piano annuale?",
    website: "",
    ...overrides,
  };
};

describe("/support contact form", () => {
  it("stores a valid message for the administrators and answers with a redirect and a toast", async () => {
    const fields = message();
    const response = await call(support.action, formRequest("/support", fields, { headers: { "Accept-Language": "en" } }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/support");
    expect(response.headers.get("Set-Cookie")).toContain("respiro_toast");
    const stored = (await listSupportMessages()).find((m) => m.email === fields.email);
    expect(stored).toMatchObject({ name: "Giulia Rossi", subject: "Domanda sul piano", message: fields.message, locale: "en", handledAt: null });
  });

  it("sends /help back to /help", async () => {
    const response = await call(help.action, formRequest("/help", message()));
    expect(response.headers.get("Location")).toBe("/help");
  });

  it("refuses missing and malformed fields with a 400 and an error for each, in both languages", async () => {
    const response = await call(
      support.action,
      formRequest("/support", { name: "", email: "not-an-address", subject: "Riga\u202Erovesciata", message: "corto", website: "" }),
    );
    expect(response.status).toBe(400);
    const { errors, values } = await response.json();
    expect(errors).toEqual({
      name: ["support.errors.nameRequired"],
      email: ["support.errors.emailInvalid"],
      subject: ["validation.single_line"],
      message: ["support.errors.messageTooShort"],
    });
    expect(values.email).toBe("not-an-address");
    const [it_, en] = [await getFixedTranslation("it"), await getFixedTranslation("en")];
    for (const key of ["support.errors.nameRequired", "support.errors.emailInvalid", "support.errors.messageTooShort", "support.errors.messageTooLong"]) {
      expect(translateKey(it_, key)).not.toBe(key);
      expect(translateKey(en, key)).not.toBe(key);
      expect(translateKey(it_, key)).not.toBe(translateKey(en, key));
    }
    const tooLong = await call(support.action, formRequest("/support", message({ message: "x".repeat(5001) })));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ message: ["support.errors.messageTooLong"] });
  });

  it("answers a filled-in honeypot like a success but stores nothing", async () => {
    const fields = message({ website: "https://spam.example" });
    const response = await call(support.action, formRequest("/support", fields));
    expect(response.status).toBe(303);
    expect((await listSupportMessages()).some((m) => m.email === fields.email)).toBe(false);
  });

  it(`takes ${SUPPORT_PER_EMAIL} messages an hour from one e-mail address, then 429 with the minutes to wait`, async () => {
    const fields = message();
    for (let i = 0; i < SUPPORT_PER_EMAIL; i++) expect((await call(support.action, formRequest("/support", fields))).status).toBe(303);
    const refused = await call(support.action, formRequest("/support", { ...fields, email: fields.email.toUpperCase() }));
    expect(refused.status).toBe(429);
    expect((await refused.json()).formError).toBe("support.errors.throttled|60");
    expect((await listSupportMessages()).filter((m) => m.email.toLowerCase() === fields.email)).toHaveLength(SUPPORT_PER_EMAIL);
  });

  it(`takes ${SUPPORT_PER_IP} messages an hour from one client address (behind a trusted proxy)`, async () => {
    const now = new Date();
    const ip = "203.0.113.77";
    for (let i = 0; i < SUPPORT_PER_IP; i++) expect(await submitSupportMessage(message(), { locale: "it", ip, now })).toEqual({ ok: true, stored: true });
    expect(await submitSupportMessage(message(), { locale: "it", ip, now })).toMatchObject({ ok: false, status: 429 });
    expect(await submitSupportMessage(message(), { locale: "it", ip: "198.51.100.1", now })).toEqual({ ok: true, stored: true });
  });

  it("the page sends its strings and the plan figures in the request's language", async () => {
    const data = await (await call(support.loader, getRequest("/support?lang=en"))).json();
    expect(data.i18n.locale).toBe("en");
    expect(Object.keys(data.i18n.bundle)).toEqual(["support", "meta"]);
    expect(data.plans).toEqual({ freeLimit: 3, trialDays: 7, trialLimit: 5, launchDays: 10 });
  });
});
