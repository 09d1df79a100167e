/**
 * Home (spec §2; issue 15): for visitors what Respiro offers, the tools, illustrative testimonials,
 * the launch offers read from the database and the disclaimer; for a signed-in person a dashboard
 * (greeting, one-tap mood check-in, the day's quote, streak, where to continue, plan). The page is
 * HTML rendered on the server by services/home.server.ts (decision record 0033): it adds no
 * JavaScript to the first page people load, and its links and forms are plain HTML.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { pageMeta } from "~/utils/meta";
import { homeHtml, routeTranslations } from "~/services/home.server";
import homeStyles from "~/styles/home.css";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "home");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  // The page itself is HTML, so its only strings for the browser are its title (pageMeta).
  const i18n = await routeTranslations(request, [], { meta: "home" });
  return json({ i18n, html: await homeHtml(request, i18n.locale) });
}

export default function Index() {
  const navigate = useNavigate();
  // The HTML's links are plain <a>: with JavaScript, a plain click on a same-site one navigates in
  // the browser as a <Link> would (a click on an urgent-help link, a new-tab click or a link
  // elsewhere stays a document load). Without JavaScript they are ordinary links.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const a = (event.target as Element).closest("a");
    if (
      !a ||
      a.origin !== location.origin ||
      a.target ||
      a.hasAttribute("data-urgent-help") ||
      event.button ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(a.pathname + a.search + a.hash);
  };
  // Server-rendered, trusted markup: every string in it is escaped by React's renderer on the server. The listener only
  // takes over the clicks of the links inside, which are native and keyboard-operable (Enter fires click).
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
  return <div className="home" onClick={onClick} dangerouslySetInnerHTML={{ __html: useLoaderData<typeof loader>().html }} />;
}
