/**
 * Import rules of the code, checked by `npm run deps:check` (part of `npm run typecheck`).
 *
 * Layers, lowest first: src/shared (runs in browser, worker and server) <- src/locales (the
 * translations) <- src/client, src/server and sw. A layer imports only from layers below it; the
 * client and the server never import each other; sw shares the offline modules of src/client.
 *
 * The check looks at the code twice:
 * - as written, every import counted, `import type` too: a type borrowed from a layer above is a
 *   dependency on it all the same;
 * - DEPS_VIEW=runtime, as tsx and Vite run it (TypeScript has erased the imports of types), where
 *   circles are judged. Circles of types alone are harmless; and dependency-cruiser reports one
 *   circle per import, which in the written view may run through a type import and hide a runtime
 *   circle beside it.
 */
const runtimeView = process.env.DEPS_VIEW === 'runtime';

const noRuntimeCircle = {
  name: 'no-runtime-circle',
  comment:
    'Modules that load each other (a dynamic import() counts). Move what both need into a small module that both import; ' +
    'a lazy import or an import of types does not remove the dependency.',
  severity: 'error',
  from: {},
  to: { circular: true },
};

module.exports = {
  forbidden: [
    ...(runtimeView ? [noRuntimeCircle] : []),
    {
      name: 'shared-imports-only-shared',
      comment: 'src/shared runs in the browser, the service worker and the server: it depends on nothing above it.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(client|server|locales)|sw)/' },
    },
    {
      name: 'client-not-to-server',
      comment: 'The page reaches the server through the contract in src/shared/api, never by importing server code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-client',
      comment: 'Code both sides need (rules, messages, the contract) lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/client|sw)/' },
    },
    {
      name: 'client-not-to-worker',
      comment: 'The page talks to the service worker by messages; the worker imports the offline modules, not the reverse.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^sw/' },
    },
    {
      name: 'locales-not-to-app',
      comment:
        'The app loads its translations, never the reverse: nothing in src/locales imports src/client, src/server or sw ' +
        '(tooling that needs the English reads it as source files).',
      severity: 'error',
      from: { path: '^src/locales/' },
      to: { path: '^(src/(client|server)|sw)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved would leave a hole in the graph the rules above are checked on.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: !runtimeView,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Circles are only looked for where a rule asks (the runtime view): the written view is quicker.
    skipAnalysisNotInRules: true,
    progress: { type: 'none' },
  },
};
