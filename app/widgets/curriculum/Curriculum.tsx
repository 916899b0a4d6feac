import type { WidgetProps } from "~/widgets/types";
import { labelOf } from "~/contract/widgets/display-look";
import { durationLabel } from "~/contract/widgets/display-time";
import { CURRICULUM_TEXTS as T, TOPIC_KIND_LABELS } from "~/contract/widgets/curriculum-look";
import type { CurriculumData, CurriculumModule } from "~/contract/widgets/curriculum";
import styles from "./Curriculum.module.css";

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
    <div className={styles.root}>
      <p className={styles.overview}>{overview.join(" · ")}</p>
      <ol className={styles.modules}>
        {data.modules.map((module, i) => {
          const topics = module.topics ?? [];
          const length = durationLabel(minutesOf(module));
          const meta = [
            module.duration,
            topics.length ? T.topics(topics.length) : "",
            length ?? "",
          ].filter(Boolean);
          return (
            <li key={i} className={styles.module}>
              <details open={i === 0 && data.openFirst ? true : undefined}>
                <summary className={styles.summary}>
                  <span className={styles.number}>{T.module(i + 1)}</span>
                  <span className={styles.title}>{module.title}</span>
                  {meta.length ? <span className={styles.meta}>{meta.join(" · ")}</span> : null}
                  <span className={styles.icon} aria-hidden="true" />
                </summary>
                <div className={styles.panel}>
                  {module.summary ? <p className={styles.moduleSummary}>{module.summary}</p> : null}
                  {topics.length ? (
                    <ol className={styles.topics}>
                      {topics.map((topic, j) => {
                        const kind = labelOf(TOPIC_KIND_LABELS, topic.kind);
                        const minutes = durationLabel(topic.durationMinutes);
                        return (
                          <li key={j} className={styles.topic}>
                            <span className={styles.topicTitle}>{topic.title}</span>
                            <span className={styles.topicMeta}>
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
