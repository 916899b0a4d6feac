import { useNavigation } from "@remix-run/react";
import styles from "./BarLoader.module.css";

/** Spec 01 section 2.3: loading shows a bar loader. */
export function BarLoader() {
  const navigation = useNavigation();
  const active = navigation.state !== "idle";
  return (
    <div
      className={`${styles.bar} ${active ? styles.active : ""}`}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!active}
    />
  );
}
