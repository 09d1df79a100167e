/** The app's public origin for URLs given to Stripe (return and success URLs): `APP_URL`, else the request's own. */
import { configuredOrigin } from "~/utils/env.server";

export function appOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}
