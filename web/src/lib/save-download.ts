/** The file name the answer's Content-Disposition gives, else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Hands a fetched file to the browser as a download under `name` (the files behind the bearer, which a plain link
 * cannot carry).
 */
export function saveDownload(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
