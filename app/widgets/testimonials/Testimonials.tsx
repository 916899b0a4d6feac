import type { WidgetProps } from "../types";
import type { TestimonialsData } from "~/contract/widgets/testimonials";
import { TestimonialCard } from "./TestimonialCard";
import styles from "./Testimonials.module.css";

/** Learner quotes: a grid on wider screens, a snap-scrolling row on phones. */
export function Testimonials({ data }: WidgetProps<TestimonialsData>) {
  const label = data.headerData?.textData?.text || "Testimonials";
  return (
    <div className={styles.root}>
      {/* Focusable so the phone-width row can be scrolled from the keyboard. */}
      <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        <ul className={styles.list}>
          {data.testimonials.map((item, i) => (
            <TestimonialCard key={i} item={item} />
          ))}
        </ul>
      </div>
    </div>
  );
}
