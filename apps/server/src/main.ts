import { enableCompileCache } from 'node:module';

// The server's ~2 000 modules are compiled once and the code cached on disk (the OS temporary
// directory, or NODE_COMPILE_CACHE), so a restart does not parse them all again: a cold start
// spends more time loading modules than anything else (docs/benchmarks.md, cold start).
enableCompileCache();
await import('./serve.ts');
