/**
 * The reference's JSON resource route (bench/load.ts): what Respiro's GET /api/auth/me and
 * POST /api/chat are compared with. GET answers a small user object; POST reads a JSON body and
 * answers a small JSON reply. No session, no database: the floor a bare Remix resource route sets.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";

export function loader() {
  return json({ success: true, user: { id: 1, username: "reference", locale: "en", plan: "premium" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as { message?: unknown };
  const message = typeof body.message === "string" ? body.message : "";
  return json({ success: true, reply: `You said ${message.length} characters.`, conversationId: 1, remaining: null });
}
