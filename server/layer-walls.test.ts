// The layers' walls (eslint.config.js, docs/architecture.md) proved on source strings linted at
// virtual paths: a backwards import fails lint, a downward one passes.
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: ROOT })

const restricted = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(ROOT, filePath) })
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
}

describe('layer walls', { timeout: 60_000 }, () => {
  it.each([
    ['cms/hooks/x.ts', "import { a } from '../../site/lib/server-only/cache/answers'\na()\n"],
    ['cms/conditions/ingest/x.ts', "import { a } from '../../realtime/server'\na()\n"],
    [
      'cms/conditions/ingest/run.ts',
      "import { a } from '../../site/lib/server-only/cache/pages'\na()\n",
    ],
    ['shared/domain/x.ts', "import { a } from '../../cms/feed/read'\na()\n"],
    ['shared/domain/y.ts', "import { Payload } from 'payload'\nPayload\n"],
    ['realtime/x.ts', "import { a } from '../site/lib/server-only/cache/pages'\na()\n"],
    ['realtime/y.ts', "import { publish } from '../cms/events/bus'\npublish('x')\n"],
    [
      'site/pages/x.astro',
      "---\nimport { a } from '../../server/config'\nconst b = a()\n---\n<p>{b}</p>\n",
    ],
    ['site/islands/X.tsx', "import { listPosts } from '../../cms/feed/read'\nlistPosts()\n"],
    [
      'site/lib/browser-only/home/x.ts',
      "import { a } from '../../server-only/cache/answers'\na()\n",
    ],
    ['site/lib/universal/x.ts', "import { a } from '../browser-only/toast'\na()\n"],
    ['site/islands/feed/X.tsx', "import { z } from 'zod'\nz.string()\n"],
    [
      'site/lib/server-only/x.ts',
      "import { runIngestion } from '../../../cms/conditions/ingest/run'\nrunIngestion\n",
    ],
    ['site/pages/x.ts', "import { shoreOf } from '../../cms/conditions/ingest/shore'\nshoreOf\n"],
    [
      'site/pages/y.ts',
      "import { runtimeRequire } from '../../cms/runtime-require'\nruntimeRequire\n",
    ],
  ])('should fail lint when %s imports backwards', async (file, code) => {
    expect(await restricted(file, code)).not.toHaveLength(0)
  })

  it.each([
    [
      'cms/conditions/ingest/x.ts',
      "import { todayIn } from '../../shared/domain/dates'\ntodayIn\n",
    ],
    [
      'site/islands/X.tsx',
      "import type { FeedPost } from '../../cms/payload-types'\nexport type P = FeedPost\n",
    ],
    ['site/lib/server-only/x.ts', "import { listPosts } from '../../../cms/feed'\nlistPosts\n"],
    [
      'site/lib/server-only/y.ts',
      "import { findSpots } from '../../../cms/conditions'\nfindSpots\n",
    ],
    [
      'realtime/y.ts',
      "import type { publish } from '../cms/events/bus'\nexport type P = typeof publish\n",
    ],
  ])('should pass lint when %s imports downwards', async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(0)
  })
})
