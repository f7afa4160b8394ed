import { createHash } from 'node:crypto';

const tags = new WeakMap<Buffer, string>();

/**
 * A body's weak SHA-1 tag, computed once per kept body however often it is sent. Weak: one tag stands for the
 * same bytes whether they go out plain, gzip or Brotli encoded.
 */
export function weakTagOf(body: Buffer): string {
  let tag = tags.get(body);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1').update(body).digest('base64')}"`;
    tags.set(body, tag);
  }
  return tag;
}
