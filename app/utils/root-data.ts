/** Typed access to the root loader's data from any component. */
import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";
import type { SerializeFrom } from "@remix-run/node";

export type RootData = SerializeFrom<typeof loader>;

/** Root data, or undefined while an error boundary renders without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}
