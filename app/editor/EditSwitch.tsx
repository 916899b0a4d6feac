import styles from "./EditSwitch.module.css";

/**
 * EDIT_MODE_PARAM of the contract, written out: this link is in every admin's first load, and
 * the contract module holding it would come with it (tests/budget). A unit test holds the two
 * equal.
 */
export const EDIT_SWITCH_PARAM = "edit";

/**
 * An admin's way into edit mode: this page with `?edit=1` (a link relative to the page: the
 * path stays, the query is the switch alone). A document load, so the editor's chunk comes
 * with the server's HTML.
 */
export function EditSwitch() {
  return (
    <a className={styles.editSwitch} href={`?${EDIT_SWITCH_PARAM}=1`} data-edit-switch="on">
      Edit page
    </a>
  );
}
