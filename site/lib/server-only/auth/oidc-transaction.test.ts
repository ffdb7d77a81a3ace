import { describe, expect, it } from 'vitest'
import { openTransaction, sealTransaction } from './oidc-transaction'

const tx = {
  state: 's',
  nonce: 'n',
  verifier: 'v',
  redirectUri: 'http://127.0.0.1/api/login/callback',
  returnTo: '/profile',
}
const header = (setCookie: string) => `other=1; ${setCookie.split(';')[0]}`

describe('OIDC transaction cookie', () => {
  it('should open what it sealed', () => {
    const opened = openTransaction(header(sealTransaction(tx, 'secret', 0)), 'secret', 1000)
    expect(opened).toMatchObject(tx)
  })

  it('should refuse a cookie signed with another secret', () => {
    expect(openTransaction(header(sealTransaction(tx, 'other', 0)), 'secret', 1000)).toBeNull()
  })

  it('should refuse a tampered cookie', () => {
    const sealed = header(sealTransaction(tx, 'secret', 0)).replace(
      'firing-oidc=e',
      'firing-oidc=f',
    )
    expect(openTransaction(sealed, 'secret', 1000)).toBeNull()
  })

  it('should refuse an expired cookie after ten minutes', () => {
    expect(openTransaction(header(sealTransaction(tx, 'secret', 0)), 'secret', 600_001)).toBeNull()
  })

  it('should answer null without a cookie', () => {
    expect(openTransaction(null, 'secret')).toBeNull()
  })
})
