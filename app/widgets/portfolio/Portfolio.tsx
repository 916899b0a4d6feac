import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { PORTFOLIO_TEXTS as T } from "~/contract/widgets/portfolio-look";
import type { PortfolioData, PortfolioProject } from "~/contract/widgets/portfolio";
import styles from "./Portfolio.module.css";

type Link = NonNullable<PortfolioProject["links"]>[number];

/** Safe links as a labelled list; javascript: and other schemes are left out. */
function LinkList({ links, label }: { links: Link[] | undefined; label: string }) {
  const safe = (links ?? []).filter((link) => isSafeHref(link.url));
  if (!safe.length) return null;
  return (
    <ul className={styles.links} aria-label={label}>
      {safe.map((link, i) => (
        <li key={i}>
          <ActionLink action={{ type: "NAVIGATION", uri: link.url }} className={styles.link}>
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
    <li className={styles.project}>
      {project.image ? (
        <div className={styles.media}>
          <ResponsiveImage
            image={project.image}
            width={560}
            height={Math.round(560 * ratio)}
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        {project.label || project.period ? (
          <p className={styles.meta}>
            {[project.label, project.period].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        <h3 className={styles.title}>{project.title}</h3>
        {project.summary ? <p className={styles.summary}>{project.summary}</p> : null}
        {project.techTags?.length ? (
          <ul className={`tag-row ${styles.tags}`} aria-label={T.techUsed}>
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
    <div className={styles.root}>
      {profile ? (
        <header className={styles.profile}>
          {profile.image ? (
            <ResponsiveImage
              image={profile.image}
              width={112}
              height={112}
              className={styles.avatar}
            />
          ) : null}
          <div className={styles.profileBody}>
            <h3 className={styles.name}>{profile.name}</h3>
            {profile.headline ? <p className={styles.headline}>{profile.headline}</p> : null}
            {profile.location ? <p className={styles.location}>{profile.location}</p> : null}
            {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
            <LinkList links={profile.links} label={T.profileLinks} />
          </div>
        </header>
      ) : null}
      <ul className={styles.projects} aria-label={T.projects}>
        {data.projects.map((project, i) => (
          <ProjectCard key={i} project={project} />
        ))}
      </ul>
    </div>
  );
}
