// What the three Jest projects (node, dom, e2e) share, written once; package.json lists the projects
// and what differs between them (environment, files, set-up, time-outs).
module.exports = {
  roots: ['<rootDir>/tests'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.cjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: {
            syntax: 'typescript',
            tsx: true,
          },
          transform: {
            react: {
              runtime: 'automatic',
            },
          },
          target: 'es2022',
        },
        module: {
          type: 'commonjs',
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(idb|content-disposition|cookie|@electric-sql/pglite)/)'],
  moduleNameMapper: {
    '^(.*)/lib/env$': '<rootDir>/tests/support/env.ts',
    '\\.(css)$': '<rootDir>/tests/support/style-stub.ts',
  },
};
