/**
 * respiro/no-server-values-in-client: a value imported from a `*.server` module must not reach code that
 * runs in the browser.
 *
 * The Remix classic compiler replaces every `*.server` module with an empty module in the browser build, and
 * keeps from a route module only its browser exports (default, meta, links, handle, ErrorBoundary, ...), so
 * esbuild drops `loader`, `action`, `headers` and whatever only they reach. A `.server` value used anywhere
 * else is `undefined` in the browser: a crash or a hydration mismatch, or a secret pulled into the bundle.
 * Type-only imports and type positions (`typeof action`) are always fine.
 *
 * - In a route module (option `routeModule: true`), a `.server` value may be referenced only from the
 *   server-only exports (`loader`, `action`, `headers`) and from top-level declarations that are reached
 *   only from them (transitively). Top-level statements with side effects and every other export count as
 *   browser code.
 * - In any other module it lints (components, the browser entry), a value import from a `.server` module is
 *   an error in itself: such a module has no server-only part.
 */

const SERVER_MODULE = /\.server(\.[cm]?[jt]sx?)?$/;
const SERVER_ONLY_EXPORTS = new Set(["loader", "action", "headers"]);

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid values from *.server modules in code that runs in the browser" },
    schema: [{ type: "object", properties: { routeModule: { type: "boolean" } }, additionalProperties: false }],
    messages: {
      import:
        "'{{name}}' is a value from the server-only module '{{source}}', which is empty in the browser build. Import types only (`import type`), or move this code to a .server module.",
      reference:
        "'{{name}}' comes from the server-only module '{{source}}', which is empty in the browser build; use it only in loader/action/headers or in code only they reach.",
      reexport: "Re-exporting from the server-only module '{{source}}' puts it in a module the browser loads.",
    },
  },
  create(context) {
    const routeModule = context.options[0]?.routeModule === true;
    const sourceCode = context.sourceCode;

    return {
      "Program:exit"(program) {
        /** Value bindings imported from .server modules: local name -> source. */
        const serverImports = new Map();
        for (const stmt of program.body) {
          if (stmt.type === "ImportDeclaration" && SERVER_MODULE.test(stmt.source.value) && stmt.importKind !== "type") {
            for (const spec of stmt.specifiers) {
              if (spec.importKind === "type") continue;
              if (!routeModule) {
                context.report({ node: spec, messageId: "import", data: { name: spec.local.name, source: stmt.source.value } });
              } else {
                serverImports.set(spec.local.name, stmt.source.value);
              }
            }
          } else if (
            (stmt.type === "ExportAllDeclaration" || (stmt.type === "ExportNamedDeclaration" && stmt.source)) &&
            SERVER_MODULE.test(stmt.source.value) &&
            stmt.exportKind !== "type"
          ) {
            context.report({ node: stmt, messageId: "reexport", data: { source: stmt.source.value } });
          }
        }
        if (!routeModule || serverImports.size === 0) return;

        const moduleScope = sourceCode.scopeManager.globalScope.childScopes.find((s) => s.type === "module") ?? sourceCode.scopeManager.globalScope;

        /** The top-level statement that contains `node`. */
        const topOf = (node) => {
          let n = node;
          while (n.parent && n.parent.type !== "Program") n = n.parent;
          return n;
        };

        /** A reference inside `typeof x` in a type is erased from the output. */
        const inTypeQuery = (node) => {
          for (let n = node.parent; n && n.type !== "Program"; n = n.parent) if (n.type === "TSTypeQuery") return true;
          return false;
        };
        const isRuntimeRef = (r) => r.isValueReference !== false && !inTypeQuery(r.identifier);

        const exportedName = (spec) => (spec.exported.type === "Identifier" ? spec.exported.name : spec.exported.value);

        /** Names a top-level statement declares, and whether it is a server-only export, a browser root or plain. */
        const kindOf = new Map();
        for (const stmt of program.body) {
          if (stmt.type === "ImportDeclaration" || stmt.type === "TSTypeAliasDeclaration" || stmt.type === "TSInterfaceDeclaration") {
            kindOf.set(stmt, "plain");
          } else if (stmt.type === "ExportNamedDeclaration") {
            if (stmt.exportKind === "type") kindOf.set(stmt, "plain");
            else if (stmt.declaration) {
              const decl = stmt.declaration;
              const names =
                decl.type === "VariableDeclaration"
                  ? decl.declarations.map((d) => (d.id.type === "Identifier" ? d.id.name : null))
                  : [decl.id ? decl.id.name : null];
              if (decl.type === "TSTypeAliasDeclaration" || decl.type === "TSInterfaceDeclaration") kindOf.set(stmt, "plain");
              else kindOf.set(stmt, names.every((n) => n !== null && SERVER_ONLY_EXPORTS.has(n)) ? "server" : "browser");
            } else {
              const specs = stmt.specifiers.filter((s) => s.exportKind !== "type");
              kindOf.set(stmt, specs.length > 0 && specs.every((s) => SERVER_ONLY_EXPORTS.has(exportedName(s))) ? "server" : "browser");
            }
          } else if (stmt.type === "ExportDefaultDeclaration" || stmt.type === "ExportAllDeclaration") {
            kindOf.set(stmt, "browser");
          } else if (stmt.type === "FunctionDeclaration" || stmt.type === "ClassDeclaration" || stmt.type === "VariableDeclaration") {
            kindOf.set(stmt, "plain");
          } else {
            // Expression statements and the like run when the module loads, in the browser too.
            kindOf.set(stmt, "browser");
          }
        }

        /** Value references to each module-scope variable, with the top-level statement each sits in. */
        const refsByStmt = new Map();
        for (const variable of moduleScope.variables) {
          const def = variable.defs[0];
          if (!def) continue;
          const declStmt = topOf(def.node);
          const tops = variable.references.filter((r) => isRuntimeRef(r) && !r.init).map((r) => topOf(r.identifier));
          if (!refsByStmt.has(declStmt)) refsByStmt.set(declStmt, []);
          refsByStmt.get(declStmt).push(...tops);
        }

        // Greatest fixpoint: a plain declaration is server-only unless browser code (or a declaration that is
        // not server-only) refers to it.
        const serverOnly = new Set(program.body.filter((s) => kindOf.get(s) === "server" || kindOf.get(s) === "plain"));
        let changed = true;
        while (changed) {
          changed = false;
          for (const stmt of serverOnly) {
            if (kindOf.get(stmt) !== "plain") continue;
            const usedFrom = refsByStmt.get(stmt) ?? [];
            if (usedFrom.some((t) => t !== stmt && !serverOnly.has(t))) {
              serverOnly.delete(stmt);
              changed = true;
            }
          }
        }

        for (const variable of moduleScope.variables) {
          const source = serverImports.get(variable.name);
          if (source === undefined || variable.defs[0]?.type !== "ImportBinding") continue;
          for (const ref of variable.references) {
            if (!isRuntimeRef(ref)) continue;
            if (serverOnly.has(topOf(ref.identifier))) continue;
            context.report({ node: ref.identifier, messageId: "reference", data: { name: variable.name, source } });
          }
        }
      },
    };
  },
};
