import { createHash } from 'node:crypto';

const tags = new WeakMap<Buffer, string>();

/**
 * The weak SHA-1 tag `@fastify/etag` gives a body, computed once per kept body however often it is sent (the
 * plugin, or the page route, then only compares it with the browser's).
 */
export function weakTagOf(body: Buffer): string {
  let tag = tags.get(body);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1').update(body).digest('base64')}"`;
    tags.set(body, tag);
  }
  return tag;
}
