import { bgClasses } from "~/widgets/shared/bg";
import { STATUS_GLYPHS, type StatusLook } from "~/contract/widgets/account-look";

/** A status as a glyph and its word on a light palette background: never colour alone. */
export function StatusBadge({ look, className }: { look: StatusLook; className?: string }) {
  return (
    <span
      className={["account-card__badge", bgClasses({ bgKey: look.bg }), className]
        .filter(Boolean)
        .join(" ")}
      data-status-icon={look.icon}
    >
      <span className="account-card__glyph" aria-hidden="true">
        {STATUS_GLYPHS[look.icon]}
      </span>
      <span>{look.label}</span>
    </span>
  );
}
