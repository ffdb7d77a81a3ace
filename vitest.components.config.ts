import { getViteConfig } from 'astro/config'

// Astro components rendered on the server by Astro's container (astro/container), with the
// project's own Vite setup: the home grid and cards are server-only HTML, tested as such.
export default getViteConfig({
  test: {
    name: 'components',
    include: ['site/components/**/*.test.ts'],
    environment: 'node',
  },
} as Parameters<typeof getViteConfig>[0])
