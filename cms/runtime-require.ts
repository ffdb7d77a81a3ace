// Node's createRequire, out of the bundlers' sight. Turbopack (the admin's Next build) rewrites
// `createRequire(import.meta.url)` into its own module map, whose resolve() answers a module id,
// not a path, and turns `new URL('./file', import.meta.url)` into a /_next asset; Node's own
// resolution from the calling module's URL is what reading a package's data file needs.
export function runtimeRequire(from: string): NodeJS.Require {
  const { createRequire } = process.getBuiltinModule('node:module')
  return createRequire(from)
}
