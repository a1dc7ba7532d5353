// One autocannon run in its own process (so the load generator never shares a CPU slice with the server's
// event loop): reads the options as JSON from argv[2], prints one JSON line with req/s and latency percentiles
// (null where there were no responses).
import { measureLoad } from './lib/measure-load.mjs';

process.stdout.write(`${JSON.stringify(await measureLoad(JSON.parse(process.argv[2])))}\n`);
