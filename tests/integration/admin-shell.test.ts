/**
 * /admin's frame and audit log (issue 14 items 1 and 7): every admin route guards itself
 * (visitor → sign-in, user → 403, administrator → 200), /admin-dashboard is the same page, and
 * the audit log lists recorded actions newest first, paginated.
 */
import { describe, expect, it } from "vitest";
import * as adminDashboard from "~/routes/admin-dashboard";
import * as adminIndex from "~/routes/admin._index";
import * as adminAudit from "~/routes/admin.audit";
import * as adminLayout from "~/routes/admin";
import { AUDIT_PAGE_SIZE, listAdminActions, recordAdminAction } from "~/models/admin-audit.server";
import { getDb } from "~/db.server";
import { createUser, signedInJar } from "../support/factories";
import { call, getRequest } from "../support/requests";

const LOADERS = [
  ["/admin", adminLayout.loader],
  ["/admin", adminIndex.loader],
  ["/admin/audit", adminAudit.loader],
  ["/admin-dashboard", adminDashboard.loader],
] as const;

describe("admin access", () => {
  it.each(LOADERS)("%s sends a visitor to sign in", async (path, loader) => {
    const response = await call(loader, getRequest(path));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
  });

  it.each(LOADERS)("%s refuses a signed-in non-administrator with 403", async (path, loader) => {
    for (const plan of ["free", "premium"] as const) {
      const user = await createUser({ plan });
      const response = await call(loader, getRequest(path, { jar: await signedInJar(user.id) }));
      expect(response.status).toBe(403);
    }
  });

  it("lets an administrator in, and /admin-dashboard leads to /admin keeping the query", async () => {
    const admin = await createUser({ plan: "admin" });
    const jar = await signedInJar(admin.id);
    for (const [path, loader] of LOADERS.filter(([p]) => p !== "/admin-dashboard")) {
      expect((await call(loader, getRequest(path, { jar }))).status, path).toBe(200);
    }
    const moved = await call(adminDashboard.loader, getRequest("/admin-dashboard?section=users", { jar }));
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/admin?section=users");
  });
});

describe("audit log", () => {
  it("keeps who, what, on whom and when, newest first, and survives the deletion of both accounts", async () => {
    const admin = await createUser({ plan: "admin" });
    const target = await createUser();
    const db = await getDb();
    await db.transaction().execute(async (trx) => {
      await recordAdminAction({
        admin,
        action: "premium_grant",
        target: { userId: target.id, label: target.username },
        details: { until: "2027-01-31" },
        now: new Date("2026-11-24T10:00:00Z"),
        db: trx,
      });
      await recordAdminAction({
        admin,
        action: "sign_in_disable",
        target: { userId: target.id, label: target.username },
        now: new Date("2026-11-24T11:00:00Z"),
        db: trx,
      });
    });
    const { entries } = await listAdminActions({ targetUserId: target.id });
    expect(entries.map((e) => e.action)).toEqual(["sign_in_disable", "premium_grant"]);
    expect(entries[1]).toMatchObject({ adminId: admin.id, adminUsername: admin.username, targetLabel: target.username, details: { until: "2027-01-31" } });

    await db.deleteFrom("users").where("id", "in", [admin.id, target.id]).execute();
    const after = await listAdminActions({ targetUserId: undefined, pageSize: 500 });
    const kept = after.entries.filter((e) => e.targetLabel === target.username);
    expect(kept).toHaveLength(2);
    expect(kept.every((e) => e.adminId === null && e.targetUserId === null && e.adminUsername === admin.username)).toBe(true);
  });

  it("a row written in a transaction that fails is not kept", async () => {
    const admin = await createUser({ plan: "admin" });
    const db = await getDb();
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAdminAction({ admin, action: "campaign_disable", target: { label: "rolled-back" }, db: trx });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const { entries } = await listAdminActions({ pageSize: 500 });
    expect(entries.some((e) => e.targetLabel === "rolled-back")).toBe(false);
  });

  it("/admin/audit pages the log", async () => {
    const admin = await createUser({ plan: "admin" });
    const before = (await listAdminActions()).total;
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) {
      await recordAdminAction({ admin, action: "promo_code_create", target: { label: `CODE${i}` }, now: new Date(Date.UTC(2030, 0, 1, 0, i)) });
    }
    const jar = await signedInJar(admin.id);
    const first = await (await call(adminAudit.loader, getRequest("/admin/audit", { jar }))).json();
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0].targetLabel).toBe(`CODE${AUDIT_PAGE_SIZE + 2}`);
    expect(first.pages).toBe(Math.ceil((before + AUDIT_PAGE_SIZE + 3) / AUDIT_PAGE_SIZE));
    const second = await (await call(adminAudit.loader, getRequest("/admin/audit?page=2", { jar }))).json();
    expect(second.entries[0].targetLabel).not.toBe(first.entries[0].targetLabel);
  });
});
