import { useNavigation } from "@remix-run/react";

/**
 * The intent of the form being posted to `pathname` right now, or null. Buttons use it to
 * disable themselves while their submission runs, so a double click posts once.
 */
export function useSubmittingIntent(pathname: string): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return null;
  const target = new URL(navigation.formAction ?? "", "http://x.invalid").pathname;
  if (target !== pathname) return null;
  const intent = navigation.formData?.get("intent");
  return typeof intent === "string" ? intent : "";
}
