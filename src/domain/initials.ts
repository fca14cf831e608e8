export interface InitialsSource {
  firstname?: string | null
  lastname?: string | null
  username: string
}

// Code points, not UTF-16 units, so a name starting with an astral character is not cut in half.
function firstChars(text: string, count: number): string[] {
  return Array.from(text.trim()).slice(0, count)
}

// 'ß'.toUpperCase() is 'SS'; an avatar letter must stay one letter.
function upper(char: string): string {
  const up = char.toUpperCase()
  return Array.from(up).length === 1 ? up : char
}

/**
 * First letters of firstname and lastname when both are present; otherwise the first two
 * characters of the username; with no username either, whichever name letter exists.
 */
export function initials({ firstname, lastname, username }: InitialsSource): string {
  const first = firstChars(firstname ?? '', 1)
  const last = firstChars(lastname ?? '', 1)
  const fromUsername = firstChars(username, 2)
  let letters: string[]
  if (first.length > 0 && last.length > 0) letters = [...first, ...last]
  else if (fromUsername.length > 0) letters = fromUsername
  else letters = [...first, ...last]
  return letters.map(upper).join('')
}
