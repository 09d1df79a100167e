/**
 * `npm run admin:create` without `--password` asks for it at a hidden prompt (issue 25 item 12),
 * so it stays out of the shell history and the process list; a script can pipe it in. The
 * command runs as the README shows it, on this file's own database.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { getUserByUsername } from "~/models/user.server";

function adminCreate(args: string[], input: string) {
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/admin-create.ts", ...args], {
    input,
    encoding: "utf8",
    env: process.env,
    timeout: 60_000,
  });
}

describe("admin:create", () => {
  it("asks for a left-out password and creates the administrator with it; a bad one creates nobody", async () => {
    const made = adminCreate(["--username", "anna_prompted", "--email", "anna.prompted@example.test"], "a-long-passphrase-2026\n");
    expect(made.status, made.stderr).toBe(0);
    expect(made.stderr).toContain("Password for the new administrator:");
    expect(made.stderr + made.stdout).not.toContain("a-long-passphrase-2026");
    expect(made.stdout).toContain('Created administrator "anna_prompted"');
    expect((await getUserByUsername({ username: "anna_prompted" }))?.isAdmin).toBe(true);

    const refused = adminCreate(["--username", "bob_prompted", "--email", "bob.prompted@example.test"], "short\n");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("--password: The password must be at least 8 characters long");
    expect(await getUserByUsername({ username: "bob_prompted" })).toBeUndefined();
  });
});
