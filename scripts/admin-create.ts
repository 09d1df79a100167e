/**
 * `npm run admin:create -- --username U --email E [--password P]`
 * Creates an administrator, or promotes an existing user (matched by username) to administrator.
 * Without `--password`, a new administrator's password is asked at a hidden prompt (twice), so it
 * stays out of the shell history and the process list (issue 25 item 12); the prompt reads a
 * piped line too, for scripts.
 * docs/architecture.md "Where the server decides more than the specification" 3: admin is a server-side role, never a browser password.
 * The password follows the one policy of sign-up and reset (app/services/auth/password-policy.server.ts).
 * Exits 1 with a message on bad input.
 */
import { parseArgs } from "node:util";
import { read } from "read";
import { getDb } from "~/db.server";
import en from "~/locales/en";
import { createOrPromoteAdmin, type AdminAccountOutcome } from "~/services/auth/admin-account.server";

async function main() {
  const { values } = parseArgs({
    options: { username: { type: "string" }, email: { type: "string" }, password: { type: "string" } },
  });
  // A new administrator (an e-mail given) needs a password: ask for it, hidden, when it was left out.
  if (values.email !== undefined && values.password === undefined) values.password = await askPassword();
  const outcome = await createOrPromoteAdmin({ ...values, now: new Date() });
  if (!outcome.ok) fail(failure(outcome));
  const { user } = outcome;
  console.log(
    outcome.action === "promoted"
      ? `Promoted "${user.username}" (id ${user.id}) to administrator.`
      : `Created administrator "${user.username}" (id ${user.id}).`,
  );
}

function failure(outcome: Extract<AdminAccountOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case "username":
      return "--username is required (3–30 ASCII letters, numbers, . _ -)";
    case "email":
      return "--email must be a valid address for a new administrator";
    case "password": {
      const key = outcome.error.slice("validation.".length) as keyof typeof en.validation;
      return `--password: ${en.validation[key]}`;
    }
    case "conflict":
      return `That ${outcome.conflict} is already used by another account.`;
  }
}

/** The password from a hidden prompt, typed twice when a person types it (read(1)'s `silent`). */
async function askPassword(): Promise<string> {
  const password = await read({ prompt: "Password for the new administrator: ", silent: true, replace: "*", output: process.stderr });
  if (!process.stdin.isTTY) process.stderr.write("\n");
  else {
    const again = await read({ prompt: "The same password again: ", silent: true, replace: "*", output: process.stderr });
    if (again !== password) fail("The two passwords differ: nothing was created.");
  }
  return password;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main()
  .then(async () => (await getDb()).destroy())
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
