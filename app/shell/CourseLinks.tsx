import { COURSE_BLOCKS, type CourseBlock } from "~/shared/nav-links";
import { ShellLink } from "./ShellLink";
import styles from "./CourseLinks.module.css";

/**
 * The two course blocks of spec 01 section 2.2 (fellowships, bootcamps): side by side in the
 * desktop Courses dropdown, stacked in the mobile menu. Other blocks of links (Practice) take the
 * same look.
 */
export function CourseLinks({
  stacked = false,
  blocks = COURSE_BLOCKS,
}: {
  stacked?: boolean;
  blocks?: readonly CourseBlock[];
}) {
  return (
    <div className={stacked ? `${styles.blocks} ${styles.stacked}` : styles.blocks}>
      {blocks.map((block) => (
        <div key={block.title} role="group" aria-label={block.title}>
          <p className={styles.title}>{block.title}</p>
          <ul className={styles.list}>
            {block.links.map((link) => (
              <li key={link.href}>
                <ShellLink href={link.href} className={styles.link}>
                  {link.label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
