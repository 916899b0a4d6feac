/**
 * Posts fields as a plain (document) form: for a follow-up DOWNLOAD or LOGOUT, whose answers are
 * a file or a new document rather than data for the page.
 */
export function submitPlainForm(actionUrl: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = actionUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
