// Names of files the product hands out (downloads), kept to characters every file system accepts.

/**
 * The file name a downloaded render gets, from what it shows: "2024 Toyota Camry" and "3M Gloss Black" give
 * `2024-toyota-camry-3m-gloss-black.png`. Lower-case letters, digits and single dashes only, so it is safe on
 * every file system; nothing readable left gives `wrap.png`.
 */
export function renderFileName(...parts: string[]): string {
  const name = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return `${name || 'wrap'}.png`;
}
