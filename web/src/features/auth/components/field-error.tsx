export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert" data-testid={id}>
      {message}
    </p>
  );
}
