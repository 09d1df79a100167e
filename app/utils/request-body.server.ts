/**
 * Bounded request bodies (docs/decisions/0013-request-bodies-and-bad-requests.md): every action
 * reads its body through {@link readBoundedBody}, called by `formAction` / `jsonAction`
 * (utils/guards.server.ts), so no request can make the server hold more than a small, known
 * number of bytes (CWE-770; RFC 9110 §15.5.14 "413 Content Too Large").
 */

/** Largest HTML form body an action accepts by default, in bytes (64 KiB: the longest form, the safety plan, is far below). */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** Largest JSON body an API action accepts by default, in bytes (64 KiB: a chat message is at most 2000 characters). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Reads the request's body, refusing to hold more than `maxBytes`.
 *
 * A declared `Content-Length` above the limit is refused before a byte is read; a body without
 * one (chunked) is counted while it streams and refused as soon as the count passes the limit.
 * On refusal the rest of the body is left unread: under remix-serve the socket is then paused
 * (back-pressure), so the server holds at most the limit plus one stream buffer (about 16 KiB)
 * whatever the client sends, the answer can still be written, and Node closes the idle socket
 * after its keep-alive timeout. Cancelling the stream instead would destroy the socket before the
 * answer is sent.
 *
 * @param maxBytes the limit in bytes (0 accepts only an empty body).
 * @returns the body's bytes (empty when there is none), or null when it is larger than `maxBytes`.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A copy of `request` whose body is `bytes` (already read), with the same URL, method, headers
 * and abort signal, so the handler can read it (and clone it) as usual.
 */
export function withBufferedBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers(request.headers);
  headers.delete("Transfer-Encoding");
  headers.set("Content-Length", String(bytes.byteLength));
  return new Request(request.url, { method: request.method, headers, body: bytes, signal: request.signal });
}
