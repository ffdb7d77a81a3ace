// s3rver ships no types; the part the tests use (tests/support/s3-server.ts).
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
