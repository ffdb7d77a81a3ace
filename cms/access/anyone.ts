import type { Access } from 'payload'

/** Visitors may read this (spots, reports, the feed and comments are public). */
export const anyone: Access = () => true
