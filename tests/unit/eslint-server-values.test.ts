// The lint rule that keeps values from *.server modules out of browser code (eslint-rules/no-server-values-in-client.js).
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import rule from "../../eslint-rules/no-server-values-in-client.js";

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const route = [{ routeModule: true }];

tester.run("no-server-values-in-client (route modules)", rule, {
  valid: [
    {
      name: "used only in loader and action, directly or through helpers only they reach",
      options: route,
      code: `
        import { getDb } from "~/db.server";
        import { formAction } from "~/utils/guards.server";
        function load() { return getDb(); }
        const twice = () => load();
        export async function loader() { return twice(); }
        export const action = formAction(async () => null);
        export default function Page() { return null; }`,
    },
    {
      name: "type-only imports and type positions",
      options: route,
      code: `
        import type { User } from "~/models/user.server";
        import { type Db, getDb } from "~/db.server";
        export const loader = async () => getDb();
        export default function Page(props: { user: User; db: Db; get: typeof getDb }) { return null; }`,
    },
    {
      name: "headers is server-only too",
      options: route,
      code: `
        import { cacheHeader } from "~/utils/cache.server";
        export const headers = () => cacheHeader();`,
    },
  ],
  invalid: [
    {
      name: "used in the component",
      options: route,
      code: `
        import { SECRET } from "~/utils/env.server";
        export default function Page() { return SECRET; }`,
      errors: [{ messageId: "reference" }],
    },
    {
      name: "used in meta, and in a helper that the component also reaches",
      options: route,
      code: `
        import { getDb } from "~/db.server";
        import * as env from "~/utils/env.server";
        function shared() { return getDb(); }
        export const loader = () => shared();
        export const meta = () => [{ title: env.NAME }];
        export default function Page() { shared(); return null; }`,
      errors: [{ messageId: "reference" }, { messageId: "reference" }],
    },
    {
      name: "used at module top level",
      options: route,
      code: `
        import { init } from "~/utils/init.server";
        init();`,
      errors: [{ messageId: "reference" }],
    },
  ],
});

tester.run("no-server-values-in-client (other modules)", rule, {
  valid: [{ code: `import type { User } from "~/models/user.server"; export const f = (u: User) => u;` }],
  invalid: [
    { code: `import { getDb } from "~/db.server"; export const f = () => getDb;`, errors: [{ messageId: "import" }] },
    { code: `export { getDb } from "~/db.server";`, errors: [{ messageId: "reexport" }] },
  ],
});
