import type { Access } from 'payload'

/** Visitors may read this (SPEC §6: spots, reports, the feed and comments are public). */
export const anyone: Access = () => true
