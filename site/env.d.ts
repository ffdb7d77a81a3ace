/// <reference types="astro/client" />

type PayloadInstance = import('payload').Payload // eslint-disable-line @typescript-eslint/consistent-type-imports -- ambient file: no top-level imports allowed

declare namespace App {
  interface Locals {
    /** The one Payload instance, handed in by server.ts for every request. */
    payload: PayloadInstance
  }
}
