import { defineConfig } from 'vitest/config'

// Two projects: fast pure unit tests beside the code, and integration tests that boot the real
// server on a real PostgreSQL (tests/). `npm test` runs both through scripts/test.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'cms/**/*.test.ts',
            'realtime/**/*.test.ts',
            'site/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Astro components run in vitest.components.config.ts (they need Astro's Vite setup).
          exclude: ['**/node_modules/**', 'cms/.next/**', 'site/components/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['tests/global-setup.ts'],
        },
      },
    ],
  },
})
