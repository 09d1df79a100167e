/**
 * /admin/support (issue 14 item 6): guarded for visitor, user and admin (loader and action);
 * waiting messages first, paginated; "mark handled" sets the date once and writes its audit row
 * in the same transaction (a message already handled records nothing).
 */
import { describe, expect, it } from "vitest";
import * as route from "~/routes/admin.support";
import { listAdminActions } from "~/models/admin-audit.server";
import { addSupportMessage, SUPPORT_PAGE_SIZE } from "~/models/support-message.server";
import { getDb } from "~/db.server";
import { createUser, signedInJar } from "../support/factories";
import { call, formRequest, getRequest } from "../support/requests";

async function message(subject: string, at: string): Promise<number> {
  return addSupportMessage({
    input: { name: "Anna", email: "anna@example.test", subject, message: "Non riesco ad accedere." },
    locale: "it",
    now: new Date(at),
  });
}

describe("/admin/support access", () => {
  it("sends a visitor to sign in and refuses a user with 403, for the page and the action", async () => {
    const id = await message("access", "2026-11-20T10:00:00Z");
    expect((await call(route.loader, getRequest("/admin/support"))).status).toBe(302);
    expect((await call(route.action, formRequest("/admin/support", { intent: "handle", id: String(id) }))).status).toBe(302);
    const user = await createUser({ plan: "premium" });
    const jar = await signedInJar(user.id);
    expect((await call(route.loader, getRequest("/admin/support", { jar }))).status).toBe(403);
    expect((await call(route.action, formRequest("/admin/support", { intent: "handle", id: String(id) }, { jar }))).status).toBe(403);
    const db = await getDb();
    const row = await db.selectFrom("support_messages").select("handled_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();
    const admin = await createUser({ plan: "admin" });
    expect((await call(route.loader, getRequest("/admin/support", { jar: await signedInJar(admin.id) }))).status).toBe(200);
  });
});

describe("/admin/support", () => {
  it("lists waiting messages first, marks one handled once with its audit row, and pages", async () => {
    const admin = await createUser({ plan: "admin" });
    const jar = await signedInJar(admin.id);
    const older = await message("older waiting", "2026-11-01T10:00:00Z");
    const newer = await message("newer waiting", "2026-11-02T10:00:00Z");
    const before = await (await call(route.loader, getRequest("/admin/support", { jar }))).json();
    const waitingIds = before.messages.filter((m: { handledAt: string | null }) => !m.handledAt).map((m: { id: number }) => m.id);
    expect(waitingIds.indexOf(older)).toBeLessThan(waitingIds.indexOf(newer));

    const done = await call(route.action, formRequest("/admin/support", { intent: "handle", id: String(older) }, { jar }));
    expect(done.status).toBe(303);
    const after = await (await call(route.loader, getRequest("/admin/support", { jar }))).json();
    expect(after.waiting).toBe(before.waiting - 1);
    const handled = after.messages.find((m: { id: number }) => m.id === older);
    // Handled messages come after every waiting one.
    const firstHandled = after.messages.findIndex((m: { handledAt: string | null }) => m.handledAt);
    const lastWaiting = after.messages.map((m: { handledAt: string | null }) => !m.handledAt).lastIndexOf(true);
    expect(firstHandled).toBeGreaterThan(lastWaiting);
    expect(handled?.handledAt).toBeTruthy();
    const { entries } = await listAdminActions({ pageSize: 500 });
    expect(entries.filter((e) => e.action === "support_message_handle" && e.targetLabel === `#${older}`)).toHaveLength(1);
    expect(entries.find((e) => e.targetLabel === `#${older}`)?.adminUsername).toBe(admin.username);

    // A second "mark handled" changes nothing and records nothing.
    const again = await call(route.action, formRequest("/admin/support", { intent: "handle", id: String(older) }, { jar }));
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe("adminSupport.notFound");
    const { entries: later } = await listAdminActions({ pageSize: 500 });
    expect(later.filter((e) => e.targetLabel === `#${older}`)).toHaveLength(1);

    // A bad id is a 400 with a translated key.
    const bad = await call(route.action, formRequest("/admin/support", { intent: "handle", id: "abc" }, { jar }));
    expect(bad.status).toBe(400);

    for (let i = 0; i < SUPPORT_PAGE_SIZE; i += 1) await message(`bulk ${i}`, `2026-10-01T10:${String(i).padStart(2, "0")}:00Z`);
    const first = await (await call(route.loader, getRequest("/admin/support", { jar }))).json();
    expect(first.messages).toHaveLength(SUPPORT_PAGE_SIZE);
    expect(first.pages).toBeGreaterThan(1);
    const second = await (await call(route.loader, getRequest("/admin/support?page=2", { jar }))).json();
    expect(second.messages[0].id).not.toBe(first.messages[0].id);
  });

  it("a failing audit write leaves the message waiting", async () => {
    const id = await message("rollback", "2026-11-03T10:00:00Z");
    const { handleSupportMessage } = await import("~/services/admin/support.server");
    // An administrator id that does not exist breaks the audit row's foreign key, inside the transaction.
    await expect(handleSupportMessage({ admin: { id: 999_999, username: "ghost" }, id, now: new Date() })).rejects.toThrow();
    const db = await getDb();
    const row = await db.selectFrom("support_messages").select("handled_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();
  });
});
