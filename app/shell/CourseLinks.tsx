import { COURSE_BLOCKS } from "~/shared/nav-links";
import { ShellLink } from "./ShellLink";
import styles from "./CourseLinks.module.css";

/**
 * The two course blocks of spec 01 section 2.2 (fellowships, bootcamps): side by side in the
 * desktop Courses dropdown, stacked in the mobile menu.
 */
export function CourseLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={stacked ? `${styles.blocks} ${styles.stacked}` : styles.blocks}>
      {COURSE_BLOCKS.map((block) => (
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
