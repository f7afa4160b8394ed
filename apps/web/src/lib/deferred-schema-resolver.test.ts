import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferredSchemaResolver } from './deferred-schema-resolver';

const schema = z.object({ email: z.string().min(1, 'Email is required'), quantity: z.coerce.number() });

describe('a form checked with a schema downloaded on demand', () => {
  it("shows the schema's messages and hands on its output", async () => {
    const { resolver } = deferredSchemaResolver(() => Promise.resolve(schema));
    const refused = await resolver({ email: '', quantity: '2' });
    expect(refused.errors?.email?.message).toBe('Email is required');
    const accepted = await resolver({ email: 'asha@example.in', quantity: '2' });
    expect(accepted).toEqual({ values: { email: 'asha@example.in', quantity: 2 } });
  });

  it('downloads the schema once, from the first focus or the first check', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const { resolver, preload } = deferredSchemaResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();
    preload();
    await resolver({ email: 'a', quantity: 1 });
    await resolver({ email: 'b', quantity: 1 });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('leaves the check to the server when the schema cannot be downloaded, and tries again next time', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { resolver } = deferredSchemaResolver<typeof schema>(loadSchema);
    expect(await resolver({ email: '', quantity: '1' })).toEqual({ values: { email: '', quantity: '1' } });
    const retried = await resolver({ email: '', quantity: '1' });
    expect(retried.errors?.email?.message).toBe('Email is required');
  });
});
