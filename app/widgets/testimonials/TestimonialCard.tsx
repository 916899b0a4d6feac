import { ResponsiveImage } from "../shared/ResponsiveImage";
import type { Testimonial } from "~/contract/widgets/testimonials";
import styles from "./Testimonials.module.css";

const MAX_RATING = 5;

/** Stars for the eye, a sentence for screen readers. */
function Rating({ value }: { value: number }) {
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">
        {"★".repeat(value)}
        <span className={styles.starOff}>{"★".repeat(MAX_RATING - value)}</span>
      </span>
      <span className="visually-hidden">{`Rated ${value} out of ${MAX_RATING}`}</span>
    </p>
  );
}

export function TestimonialCard({ item }: { item: Testimonial }) {
  const byline = [item.role, item.company].filter(Boolean).join(", ");
  return (
    <li className={styles.card}>
      <figure className={styles.figure}>
        {item.rating ? <Rating value={item.rating} /> : null}
        <blockquote className={styles.quote}>
          <p>{item.quote}</p>
        </blockquote>
        <figcaption className={styles.person}>
          {item.image ? (
            // Decorative: the name is printed right beside the photo.
            <ResponsiveImage
              image={{ ...item.image, altText: "" }}
              width={48}
              height={48}
              className={styles.avatar}
            />
          ) : null}
          <span>
            <span className={styles.name}>{item.name}</span>
            {byline ? <span className={styles.byline}>{byline}</span> : null}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
