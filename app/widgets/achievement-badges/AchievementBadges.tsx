import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { displayDateTime } from "~/contract/widgets/display-time";
import { ACHIEVEMENT_BADGES_TEXTS as T } from "~/contract/widgets/achievement-badges-look";
import type {
  AchievementBadge,
  AchievementBadgesData,
} from "~/contract/widgets/achievement-badges";

function BadgeItem({ badge, timeZone }: { badge: AchievementBadge; timeZone?: string }) {
  const earned = !!badge.earned;
  const on = earned ? displayDateTime(badge.earnedOn, timeZone) : undefined;
  return (
    <li
      className={
        earned
          ? "achievement-badges__badge"
          : `achievement-badges__badge achievement-badges__locked`
      }
    >
      <div className="achievement-badges__medal">
        {badge.image ? (
          // The badge's name is next to it: the picture is decoration.
          <ResponsiveImage image={{ ...badge.image, altText: "" }} width={72} height={72} />
        ) : (
          <span className="achievement-badges__initial" aria-hidden="true">
            {badge.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <h3 className="achievement-badges__name">{badge.name}</h3>
      {badge.description ? (
        <p className="achievement-badges__description">{badge.description}</p>
      ) : null}
      <p className="achievement-badges__state">
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
        <p className="achievement-badges__progress">
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
    <div>
      {data.showSummary !== false ? (
        <p className="achievement-badges__summary">{T.summary(earned, data.badges.length)}</p>
      ) : null}
      <ul className="achievement-badges__grid">
        {data.badges.map((badge, i) => (
          <BadgeItem key={i} badge={badge} timeZone={data.timeZone} />
        ))}
      </ul>
    </div>
  );
}
