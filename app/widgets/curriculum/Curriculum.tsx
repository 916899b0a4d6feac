import type { WidgetProps } from "~/widgets/types";
import { labelOf } from "~/contract/widgets/display-look";
import { durationLabel } from "~/contract/widgets/display-time";
import { CURRICULUM_TEXTS as T, TOPIC_KIND_LABELS } from "~/contract/widgets/curriculum-look";
import type { CurriculumData, CurriculumModule } from "~/contract/widgets/curriculum";

function minutesOf(module: CurriculumModule): number {
  return (module.topics ?? []).reduce((sum, topic) => sum + (topic.durationMinutes ?? 0), 0);
}

/** Modules as native disclosure widgets (details/summary): they open and close without JavaScript. */
export function Curriculum({ data }: WidgetProps<CurriculumData>) {
  const topicCount = data.modules.reduce((sum, m) => sum + (m.topics?.length ?? 0), 0);
  const total = durationLabel(data.modules.reduce((sum, m) => sum + minutesOf(m), 0));
  const overview = [
    T.modules(data.modules.length),
    topicCount ? T.topics(topicCount) : "",
    total ? T.total(total) : "",
  ].filter(Boolean);
  return (
    <div className="curriculum__root">
      <p className="curriculum__overview">{overview.join(" · ")}</p>
      <ol className="curriculum__modules">
        {data.modules.map((module, i) => {
          const topics = module.topics ?? [];
          const length = durationLabel(minutesOf(module));
          const meta = [
            module.duration,
            topics.length ? T.topics(topics.length) : "",
            length ?? "",
          ].filter(Boolean);
          return (
            <li key={i} className="curriculum__module">
              <details open={i === 0 && data.openFirst ? true : undefined}>
                <summary className="curriculum__summary">
                  <span className="curriculum__number">{T.module(i + 1)}</span>
                  <span className="curriculum__title">{module.title}</span>
                  {meta.length ? (
                    <span className="curriculum__meta">{meta.join(" · ")}</span>
                  ) : null}
                  <span className="curriculum__icon" aria-hidden="true" />
                </summary>
                <div className="curriculum__panel">
                  {module.summary ? (
                    <p className="curriculum__moduleSummary">{module.summary}</p>
                  ) : null}
                  {topics.length ? (
                    <ol className="curriculum__topics">
                      {topics.map((topic, j) => {
                        const kind = labelOf(TOPIC_KIND_LABELS, topic.kind);
                        const minutes = durationLabel(topic.durationMinutes);
                        return (
                          <li key={j} className="curriculum__topic">
                            <span className="curriculum__topicTitle">{topic.title}</span>
                            <span className="curriculum__topicMeta">
                              {[kind, minutes, topic.freePreview ? T.free : ""]
                                .filter(Boolean)
                                .join(" · ")}
                            </span>
                          </li>
                        );
                      })}
                    </ol>
                  ) : null}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
