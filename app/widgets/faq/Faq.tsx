import type { WidgetProps } from "../types";
import styles from "./Faq.module.css";
import { answerParagraphs } from "~/contract/widgets/faq-look";
import type { FaqData } from "~/contract/widgets/faq";

/** Questions as native disclosure widgets: they open and close without JavaScript. */
export function Faq({ data }: WidgetProps<FaqData>) {
  return (
    <div className={styles.root}>
      <div className={styles.list}>
        {data.questions.map((item, i) => (
          <details
            key={i}
            className={styles.item}
            open={i === 0 && data.openFirst ? true : undefined}
          >
            <summary className={styles.question}>
              <span>{item.question}</span>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div className={styles.answer}>
              {answerParagraphs(item.answer).map((paragraph, j) => (
                <p key={j}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
