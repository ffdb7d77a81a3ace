// Types for the import map that `payload generate:importmap` writes as plain JavaScript.
import type { ImportMap } from 'payload'

export declare const importMap: ImportMap
