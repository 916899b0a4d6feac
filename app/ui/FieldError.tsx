/** A field's error, right under it; the input points at it with aria-describedby. */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={className}>
      {message}
    </p>
  );
}

/** aria attributes of an input with an optional error below it. */
export function invalidProps(errorId: string, message?: string) {
  return message ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}
