// The reference point of `npm run bench`: bare Fastify answering a small JSON body, no plugins, no logger.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
