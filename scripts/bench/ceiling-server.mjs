// The ceiling of the benchmark: a bare Fastify app with one JSON route and no plugins, started by
// scripts/bench/ceiling.ts on PORT. Every API endpoint is also reported as a fraction of this.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
