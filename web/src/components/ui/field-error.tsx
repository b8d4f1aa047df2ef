/** A field's validation message, announced when it appears; `id` is what the input's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert" data-testid={id}>
      {message}
    </p>
  );
}
