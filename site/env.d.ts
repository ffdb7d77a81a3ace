/// <reference types="astro/client" />

type PayloadInstance = import('payload').Payload // eslint-disable-line @typescript-eslint/consistent-type-imports -- ambient file: no top-level imports allowed

declare namespace App {
  interface Locals {
    /** The one Payload instance, handed in by server.ts for every request. */
    payload: PayloadInstance
    /** Set when the page's data failed to load: the render is answered 503 and never cached. */
    renderFailed?: boolean
  }
}

// tsc has no Astro plugin: an .astro import (the component tests) is a component factory.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js'
  const component: AstroComponentFactory
  export default component
}
