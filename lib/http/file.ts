/**
 * File downloads: the one way a route answers with a file instead of the JSON envelope
 * (lesson exports, the account export). The browser saves it under `filename`; nothing
 * caches it, since every file holds one user's data.
 */

export interface FileDownload {
  /** The file's bytes, or its text (sent as UTF-8). */
  body: Uint8Array | string;
  /** e.g. `application/pdf`; text types should name their charset. */
  contentType: string;
  /** The name the browser saves it under; quotes and control characters are dropped. */
  filename: string;
}

/** A 200 answer carrying the file as an attachment, with its length and `Cache-Control: private, no-store`. */
export function fileResponse({ body, contentType, filename }: FileDownload): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  const safeName = filename.replace(/["\\\u0000-\u001f\u007f]/g, '');
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${safeName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
}
