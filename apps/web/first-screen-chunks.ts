import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  authEndpoints,
  type Endpoint,
  navigationEndpoints,
  systemEndpoints,
  userEndpoints,
  welcomePageEndpoints,
} from '@kontor/contract';
import type { Plugin } from 'vite';

/** What vite.config.ts's chunk grouping sees of the module graph (rolldown's ModuleInfo). */
export type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: string[]; code: string | null } | null;
};

/**
 * A library's index that re-exports all of it (most of which no route of ours uses): Mantine's
 * and React Query's `index`, Tabler's icon list. Only the modules behind the names a module
 * imports from it are followed.
 */
const BARREL = /node_modules[\\/].*[\\/](index|tabler-icons-react)\.m?js$/;

/** `import { a, b as c } from 'x'` and `export { a } from 'x'`: x with the names taken from it. */
const NAMED_FROM =
  /(?:import|export)\s*(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `export * from 'x'`. */
const ALL_FROM = /export\s*\*\s*from\s*["']([^"']+)["']/g;

/** The names taken from each specifier (both sides of an `a as b`: a barrel exports b). */
function namedImports(code: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [, list = '', specifier = ''] of code.matchAll(NAMED_FROM)) {
    const names = list
      .split(',')
      .flatMap((part) => part.replace(/^\s*type\s+/, '').split(/\s+as\s+/))
      .map((name) => name.trim())
      .filter(Boolean);
    imports.set(specifier, [...(imports.get(specifier) ?? []), ...names]);
  }
  return imports;
}

/** The id among `candidates` that `specifier`, written in module `from`, resolves to. */
function resolveIn(from: string, specifier: string, candidates: string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(from), specifier);
    return candidates.find((id) => id === path || id.startsWith(`${path}.`));
  }
  const packageDir = join('node_modules', specifier);
  return candidates.find((id) => id.includes(`${packageDir}/`) || id.includes(`${packageDir}\\`));
}

/** The modules behind `names` in a barrel: its named re-exports, then its `export *` sources. */
function throughBarrel(graph: ModuleGraph, barrel: string, names: string[]): string[] {
  const info = graph.getModuleInfo(barrel);
  if (!info?.code) return [];
  const found: string[] = [];
  const missing = new Set(names);
  for (const [specifier, exported] of namedImports(info.code)) {
    const hits = exported.filter((name) => missing.delete(name));
    const id = hits.length > 0 ? resolveIn(barrel, specifier, info.importedIds) : undefined;
    if (id) found.push(...(BARREL.test(id) ? throughBarrel(graph, id, hits) : [id]));
  }
  if (missing.size === 0) return found;
  for (const [, specifier = ''] of info.code.matchAll(ALL_FROM)) {
    const id = resolveIn(barrel, specifier, info.importedIds);
    if (id) found.push(...(BARREL.test(id) ? throughBarrel(graph, id, [...missing]) : [id]));
  }
  return found;
}

/** What module `id` imports statically; from a barrel, only the modules of the names it takes. */
function importsOf(graph: ModuleGraph, id: string): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const barrels = info.importedIds.filter((imported) => BARREL.test(imported));
  if (barrels.length === 0) return info.importedIds;
  const direct = info.importedIds.filter((imported) => !BARREL.test(imported));
  const named = [...namedImports(info.code ?? '')];
  const behind = barrels.flatMap((barrel) =>
    named
      .filter(([specifier]) => resolveIn(id, specifier, [barrel]) === barrel)
      .flatMap(([, names]) => throughBarrel(graph, barrel, names)),
  );
  return [...direct, ...behind];
}

/** Every module `roots` import statically, directly or not (the roots included). */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(graph, id));
  }
  return seen;
}

/**
 * Fewer, larger chunks for the first screens after login: what the app frame and the main layout
 * import (every logged-in page) becomes one chunk, what the welcome page adds another, instead of
 * some 80 small shared chunks that queue on the browser's six connections. Only modules these
 * routes really import are captured (a library's components only when imported by name), and
 * nothing the entry (login page) already holds.
 */
export function firstScreenChunkName(root: string) {
  let groups: Map<string, string> | undefined;
  const path = (file: string) => join(root, 'src', file);
  const roots = {
    // The login page's code stays where it is: a logged-out start loads none of the groups.
    login: ['main.tsx', 'shell/login-page.tsx', 'lib/system-info.ts'].map(path),
    shell: ['app/app-frame.tsx', 'app/main-layout.tsx'].map(path),
    welcome: [path('shell/welcome/welcome-page.tsx')],
  };
  return (id: string, graph: ModuleGraph): string | null => {
    if (!groups) {
      const login = staticClosure(graph, roots.login);
      // The routes' own modules stay chunks of their own (the manifest names them by route).
      const isFree = (module: string) =>
        !login.has(module) && !roots.shell.includes(module) && !roots.welcome.includes(module);
      groups = new Map();
      for (const module of staticClosure(graph, roots.welcome))
        if (isFree(module)) groups.set(module, 'welcome');
      for (const module of staticClosure(graph, roots.shell))
        if (isFree(module)) groups.set(module, 'shell');
    }
    return groups.get(id) ?? null;
  };
}

/**
 * The modules a logged-in start at `/app` asks for at once (main.tsx): the session check, the
 * dictionary, and the frame, layout and welcome page.
 */
const LOGGED_IN_START = [
  'lib/auth.ts',
  'lib/i18n/dictionary-refresh.ts',
  'app/app-frame.tsx',
  'app/main-layout.tsx',
  'shell/welcome/welcome-page.tsx',
];

/** The parts of a rolldown output chunk this plugin reads. */
type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The calls a logged-in start at `/app` makes before its first paint (main.tsx's session check and
 * welcome prefetch, the frame's system info, the layout's menu, toolbar, user and history): the
 * page asks for them as it is parsed (`<link rel="preload" as="fetch">`), in parallel with its
 * code, and the API client's `fetch` of the same URL (same-origin credentials, no headers) takes
 * the preloaded answer instead of asking again. GETs without parameters only.
 */
const LOGGED_IN_START_CALLS: Endpoint[] = [
  welcomePageEndpoints.get,
  welcomePageEndpoints.getWidgetOrder,
  authEndpoints.check,
  systemEndpoints.info,
  navigationEndpoints.menu,
  navigationEndpoints.toolbarWidgets,
  navigationEndpoints.history,
  userEndpoints.info,
];

/**
 * Writes `logged-in/app.html`: index.html with the chunks and styles of a logged-in start at `/app` linked
 * in its head (modulepreload, stylesheet), so the browser asks for them with the entry instead
 * of after it has run (and its imports one level after another). The server sends it for `/app`
 * to a browser with the login cookie (platform/http.ts); a logged-out start never loads it.
 */
export function firstScreenPreloads(root: string, restBase: string): Plugin {
  return {
    name: 'kontor-first-screen-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Chunk & typeof item => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Chunk | undefined, files: Set<string>) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const file of chunk.imports) withImports(byFile.get(file), files);
      };
      const loaded = new Set<string>();
      for (const chunk of chunks.filter((item) => item.isEntry)) withImports(chunk, loaded);
      const wanted = new Set<string>();
      for (const file of LOGGED_IN_START) {
        const id = join(root, 'src', file);
        withImports(
          chunks.find((chunk) => chunk.moduleIds.includes(id)),
          wanted,
        );
      }
      const scripts = [...wanted].filter((file) => !loaded.has(file));
      const styles = scripts.flatMap((file) => [
        ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
      ]);
      const links = [
        ...LOGGED_IN_START_CALLS.map(
          ({ path }) => `<link rel="preload" as="fetch" crossorigin href="${restBase}${path}">`,
        ),
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      const dir = options.dir ?? 'dist';
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      mkdirSync(join(dir, 'logged-in'), { recursive: true });
      writeFileSync(
        join(dir, 'logged-in', 'app.html'),
        html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
      );
    },
  };
}
