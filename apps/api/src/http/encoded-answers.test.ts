import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_ENCODINGS,
  BROTLI_OPTIONS,
  COMPRESS_THRESHOLD_BYTES,
  answerEncodingFor,
  encodedBody,
} from './encoded-answers.js';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const answer = Buffer.from(
  JSON.stringify({ products: Array.from({ length: 100 }, (_, id) => ({ id, name: 'Rice' })) }),
);

const ACCEPT_ENCODINGS = [
  'gzip, deflate, br, zstd',
  'gzip',
  'x-gzip',
  '*',
  'gzip;q=1, br;q=0.5',
  'BR',
  'br;q=0, gzip',
  'br;q=0, gzip;q=0',
  'identity',
  'deflate',
  'br;q=0.2, *;q=0.8',
];

describe('answerEncodingFor', () => {
  it('chooses what @fastify/compress, registered as the API registers it, chooses for the same body', async () => {
    const app = Fastify();
    await app.register(compress, {
      encodings: ANSWER_ENCODINGS,
      brotliOptions: BROTLI_OPTIONS,
      threshold: COMPRESS_THRESHOLD_BYTES,
      globalDecompression: false,
    });
    app.get('/answer', (_request, reply) => reply.type('application/json').send(answer));
    for (const acceptEncoding of ACCEPT_ENCODINGS) {
      const sent = await app.inject({ method: 'GET', url: '/answer', headers: { 'accept-encoding': acceptEncoding } });
      const chosen = answerEncodingFor(requestWith({ 'accept-encoding': acceptEncoding }), answer);
      expect(chosen, acceptEncoding).toBe(sent.headers['content-encoding'] ?? null);
    }
    await app.close();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
  ])('chooses %j as @fastify/compress does: %s', (acceptEncoding, expected) => {
    expect(answerEncodingFor(requestWith({ 'accept-encoding': acceptEncoding }), answer)).toBe(expected);
  });

  it('sends as they are answers to clients that accept nothing, that ask for none, and answers under 1 KB', () => {
    expect(answerEncodingFor(requestWith({}), answer)).toBeNull();
    expect(answerEncodingFor(requestWith({ 'accept-encoding': 'br', 'x-no-compression': '1' }), answer)).toBeNull();
    expect(answerEncodingFor(requestWith({ 'accept-encoding': 'br' }), Buffer.from('{"ok":true}'))).toBeNull();
  });
});

describe('encodedBody', () => {
  it('encodes a body once per encoding, however often it is asked for', async () => {
    const br = encodedBody(answer, 'br');
    expect(encodedBody(answer, 'br')).toBe(br);
    const gzip = encodedBody(answer, 'gzip');
    expect(gzip).not.toBe(br);
    expect(brotliDecompressSync(await br).equals(answer)).toBe(true);
    expect(gunzipSync(await gzip).equals(answer)).toBe(true);
  });

  it('encodes another body with the same bytes afresh: a kept answer is known by its buffer', () => {
    expect(encodedBody(Buffer.from(answer), 'br')).not.toBe(encodedBody(answer, 'br'));
  });
});
