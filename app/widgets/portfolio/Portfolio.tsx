import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { PORTFOLIO_TEXTS as T } from "~/contract/widgets/portfolio-look";
import type { PortfolioData, PortfolioProject } from "~/contract/widgets/portfolio";

type Link = NonNullable<PortfolioProject["links"]>[number];

/** Safe links as a labelled list; javascript: and other schemes are left out. */
function LinkList({ links, label }: { links: Link[] | undefined; label: string }) {
  const safe = (links ?? []).filter((link) => isSafeHref(link.url));
  if (!safe.length) return null;
  return (
    <ul className="portfolio__links" aria-label={label}>
      {safe.map((link, i) => (
        <li key={i}>
          <ActionLink action={{ type: "NAVIGATION", uri: link.url }} className="portfolio__link">
            {link.label}
          </ActionLink>
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: PortfolioProject }) {
  const ratio =
    project.image?.aspectRatioX && project.image.aspectRatioY
      ? project.image.aspectRatioY / project.image.aspectRatioX
      : 9 / 16;
  return (
    <li className="portfolio__project">
      {project.image ? (
        <div className="portfolio__media">
          <ResponsiveImage
            image={project.image}
            width={560}
            height={Math.round(560 * ratio)}
            className="portfolio__image"
          />
        </div>
      ) : null}
      <div className="portfolio__body">
        {project.label || project.period ? (
          <p className="portfolio__meta">
            {[project.label, project.period].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        <h3 className="portfolio__title">{project.title}</h3>
        {project.summary ? <p className="portfolio__summary">{project.summary}</p> : null}
        {project.techTags?.length ? (
          <ul className={`tag-row portfolio__tags`} aria-label={T.techUsed}>
            {project.techTags.map((tag, i) => (
              <li key={i} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <LinkList links={project.links} label={T.links(project.title)} />
      </div>
    </li>
  );
}

/** A learner's portfolio: a profile header, then the projects as cards. */
export function Portfolio({ data }: WidgetProps<PortfolioData>) {
  const profile = data.profile;
  return (
    <div className="portfolio__root">
      {profile ? (
        <header className="portfolio__profile">
          {profile.image ? (
            <ResponsiveImage
              image={profile.image}
              width={112}
              height={112}
              className="portfolio__avatar"
            />
          ) : null}
          <div className="portfolio__profileBody">
            <h3 className="portfolio__name">{profile.name}</h3>
            {profile.headline ? <p className="portfolio__headline">{profile.headline}</p> : null}
            {profile.location ? <p className="portfolio__location">{profile.location}</p> : null}
            {profile.bio ? <p className="portfolio__bio">{profile.bio}</p> : null}
            <LinkList links={profile.links} label={T.profileLinks} />
          </div>
        </header>
      ) : null}
      <ul className="portfolio__projects" aria-label={T.projects}>
        {data.projects.map((project, i) => (
          <ProjectCard key={i} project={project} />
        ))}
      </ul>
    </div>
  );
}
