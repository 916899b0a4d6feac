/** How an item type reads to a buyer; an unknown type is shown as it is, in words. */
const LABELS: Record<string, string> = {
  COURSE: "Programme",
  EVENT: "Event",
  WORKSHOP: "Workshop",
  SUBSCRIPTION: "Subscription",
  MENTORSHIP: "Mentorship",
};

export function itemKindLabel(itemType: string): string {
  const known = LABELS[itemType];
  if (known) return known;
  const words = itemType.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
