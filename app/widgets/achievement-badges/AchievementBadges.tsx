import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { displayDateTime } from "~/contract/widgets/display-time";
import { ACHIEVEMENT_BADGES_TEXTS as T } from "~/contract/widgets/achievement-badges-look";
import type {
  AchievementBadge,
  AchievementBadgesData,
} from "~/contract/widgets/achievement-badges";
import styles from "./AchievementBadges.module.css";

function BadgeItem({ badge, timeZone }: { badge: AchievementBadge; timeZone?: string }) {
  const earned = !!badge.earned;
  const on = earned ? displayDateTime(badge.earnedOn, timeZone) : undefined;
  return (
    <li className={earned ? styles.badge : `${styles.badge} ${styles.locked}`}>
      <div className={styles.medal}>
        {badge.image ? (
          // The badge's name is next to it: the picture is decoration.
          <ResponsiveImage image={{ ...badge.image, altText: "" }} width={72} height={72} />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {badge.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <h3 className={styles.name}>{badge.name}</h3>
      {badge.description ? <p className={styles.description}>{badge.description}</p> : null}
      <p className={styles.state}>
        {earned ? (
          on ? (
            <>
              {`${T.earned} on `}
              <time dateTime={on.iso}>{on.date}</time>
            </>
          ) : (
            T.earned
          )
        ) : (
          T.locked
        )}
      </p>
      {!earned && badge.progress ? (
        <p className={styles.progress}>
          {T.progress(Math.min(badge.progress.current, badge.progress.total), badge.progress.total)}
        </p>
      ) : null}
    </li>
  );
}

/** A learner's badges: earned ones in full colour, locked ones faded and saying so in words. */
export function AchievementBadges({ data }: WidgetProps<AchievementBadgesData>) {
  const earned = data.badges.filter((badge) => badge.earned).length;
  return (
    <div className={styles.root}>
      {data.showSummary !== false ? (
        <p className={styles.summary}>{T.summary(earned, data.badges.length)}</p>
      ) : null}
      <ul className={styles.grid}>
        {data.badges.map((badge, i) => (
          <BadgeItem key={i} badge={badge} timeZone={data.timeZone} />
        ))}
      </ul>
    </div>
  );
}
