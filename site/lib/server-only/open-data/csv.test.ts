import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csvField', () => {
  it('should leave plain text and numbers as they are', () => {
    expect(csvField('Rincon')).toBe('Rincon')
    expect(csvField(4.5)).toBe('4.5')
    expect(csvField(-2)).toBe('-2')
    expect(csvField(true)).toBe('true')
  })

  it('should write null and undefined as an empty field', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('should quote a field with a comma, a quote or a line break and double its quotes', () => {
    expect(csvField('Santa Cruz, CA')).toBe('"Santa Cruz, CA"')
    expect(csvField('the "Point"')).toBe('"the ""Point"""')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it('should quote a field with leading or trailing spaces so they survive', () => {
    expect(csvField(' padded ')).toBe('" padded "')
  })

  it('should defuse text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('-3 ft')).toBe("'-3 ft")
  })
})

describe('toCsv', () => {
  it('should write comment lines, the header row and rows with CRLF line ends', () => {
    const text = toCsv(
      ['name', 'min'],
      [
        ['Rincon', 3],
        ['Malibu, CA', null],
      ],
      {
        comments: ['Source: NOAA\nand Open-Meteo'],
      },
    )
    expect(text).toBe('# Source: NOAA and Open-Meteo\r\nname,min\r\nRincon,3\r\n"Malibu, CA",\r\n')
  })

  it('should write only the header row when there are no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n')
  })
})
