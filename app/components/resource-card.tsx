/** One resource of the library as a card linking to its page (/resources, recommendations). */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResourceType } from "~/utils/resources";

export interface ResourceCardData {
  slug: string;
  type: ResourceType;
  title: string;
  summary: string;
  readingMinutes: number;
}

export function ResourceCard({ resource, headingLevel }: { resource: ResourceCardData; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="card resource-card stack">
      <p className="resource-meta">
        <span className="badge">{t(`resources.types.${resource.type}`)}</span> <span>{t("resources.readingTime", { count: resource.readingMinutes })}</span>
      </p>
      <Heading>
        <Link to={`/resources/${resource.slug}`}>{resource.title}</Link>
      </Heading>
      <p>{resource.summary}</p>
    </article>
  );
}
