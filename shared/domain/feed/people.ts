// How a person is shown: initials on the avatar, the display name, the profile heading.

type Person = {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}

const first = (s: string | null | undefined): string => s?.trim().charAt(0).toUpperCase() ?? ''

/** Avatar initials: first and last initial, else the email's first letter, else 'U'. */
export function initialsOf(person: Person | null | undefined): string {
  const names = first(person?.firstName) + first(person?.lastName)
  return names || first(person?.email) || 'U'
}

/** The name shown beside a post or in a greeting: the first name, else 'Surfer'. */
export function displayName(person: Person | null | undefined): string {
  return person?.firstName?.trim() || 'Surfer'
}

/** The profile heading: the full name, or null when neither name is set. */
export function fullName(person: Person | null | undefined): string | null {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ')
  return name || null
}
