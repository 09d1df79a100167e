/**
 * `npm run admin:create -- --username U --email E --password P`
 * Creates an administrator, or promotes an existing user (matched by username) to administrator.
 * DESIGN.md "better than the specification" 3: admin is a server-side role, never a browser password.
 * Exits 1 with a message on bad input.
 */
import { parseArgs } from "node:util";
import { getDb } from "~/db.server";
import { getUserByUsername, insertUser, newUserRow, setAdmin } from "~/models/user.server";
import { hashPassword, isCommonPassword } from "~/utils/password.server";
import { EmailSchema, NewPasswordSchema, UsernameSchema } from "~/utils/schemas";

async function main() {
  const { values } = parseArgs({
    options: { username: { type: "string" }, email: { type: "string" }, password: { type: "string" } },
  });
  const username = UsernameSchema.safeParse(values.username);
  if (!username.success) fail("--username is required (3–30 ASCII letters, numbers, . _ -)");
  const now = new Date();
  const existing = await getUserByUsername({ username: username.data });
  if (existing) {
    await setAdmin({ userId: existing.id, isAdmin: true, now });
    console.log(`Promoted "${existing.username}" (id ${existing.id}) to administrator.`);
    return;
  }
  const email = EmailSchema.safeParse(values.email);
  if (!email.success) fail("--email must be a valid address for a new administrator");
  const password = NewPasswordSchema.safeParse(values.password);
  if (!password.success || isCommonPassword(password.data)) fail("--password must be 8–128 characters and not a common password");
  const result = await insertUser({
    user: newUserRow({ username: username.data, email: email.data, fullName: username.data, passwordHash: await hashPassword(password.data), locale: null, isAdmin: true, now }),
  });
  if (!result.ok) fail(`That ${result.conflict} is already used by another account.`);
  console.log(`Created administrator "${result.user.username}" (id ${result.user.id}).`);
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
