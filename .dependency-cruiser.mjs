// Import cycles, type-only imports included (`npm run lint`). ESLint's import-x/no-cycle skips `import type`
// unconditionally, yet a type cycle still ties two modules into one: neither can move or be read alone.
// dependency-cruiser reads the TypeScript before compilation (tsPreCompilationDeps), so it sees them too.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle, type imports included: move the shared declaration down into a module both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.artifacts)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
