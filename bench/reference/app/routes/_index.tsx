import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export async function loader() {
  return json({ greeting: "Hello", items: ["one", "two", "three"] });
}

export default function Index() {
  const { greeting, items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting} from a bare Remix page</h1>
      <p>The reference page of the bench: a loader with a little JSON and {items.length} items.</p>
    </main>
  );
}
