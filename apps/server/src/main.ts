import { enableCompileCache } from 'node:module';

// The server's ~2 000 modules are compiled once and the code cached on disk (the OS temporary
// directory, or NODE_COMPILE_CACHE), so a restart does not parse them all again: a cold start
// spends more time loading modules than anything else (docs/benchmarks.md, cold start).
enableCompileCache();
const { loadConfig, startDatabase } = await import('./boot.ts');
const config = loadConfig();
// The embedded database opens on its own thread while this one loads the server's modules.
const embedded = startDatabase(config);
const { serve } = await import('./serve.ts');
await serve(config, embedded);
