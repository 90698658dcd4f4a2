import { defineConfig } from 'orval';

// Reads the bundled contract (components kept by name) that `npm run gen` writes first,
// so generated types are named after the contract's schemas.
export default defineConfig({
  // The sign-in calls as plain functions, without React Query, for /login's first visit (decision 427).
  // Only the users tag, in one file. It comes first: `api` below then writes the whole model folder.
  calls: {
    input: { target: './tmp/openapi/bundle.json', filters: { tags: ['users'] } },
    output: {
      mode: 'single',
      target: './src/api/gen/calls/users.ts',
      schemas: './src/api/gen/model',
      client: 'fetch',
      clean: ['./src/api/gen/calls'],
      override: { mutator: { path: './src/api/http.ts', name: 'customFetch' } },
    },
  },
  api: {
    input: { target: './tmp/openapi/bundle.json' },
    output: {
      mode: 'tags-split',
      target: './src/api/gen/endpoints',
      schemas: './src/api/gen/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: ['./src/api/gen/endpoints', './src/api/gen/model'],
      override: {
        mutator: { path: './src/api/http.ts', name: 'customFetch' },
        query: { useQuery: true, useSuspenseQuery: true, signal: true },
      },
      mock: { type: 'msw', delay: false, useExamples: true },
    },
  },
});
