// For tests of a screen in another language (issue 28 item 1, decisions 099 and 101): which of the given English
// sentences are still on screen, as text or as an accessible name (aria-label, title, placeholder, alt).
export function englishShown(english: Iterable<string>, root: HTMLElement = document.body): string[] {
  const wanted = new Set([...english].map((s) => s.trim()).filter((s) => s.length > 1));
  const shown: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent?.trim();
    if (text && wanted.has(text)) shown.push(text);
  }
  for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
    for (const el of root.querySelectorAll(`[${attribute}]`)) {
      const value = el.getAttribute(attribute)?.trim() ?? '';
      if (wanted.has(value)) shown.push(`${attribute}: ${value}`);
    }
  }
  return shown;
}

/** The English sentences of an area's catalogue worth checking: those a translation changes (not "OK", names, codes). */
export function sentencesOf(catalogue: Readonly<Record<string, string>>, sameInEveryLanguage: readonly string[] = []): string[] {
  const same = new Set(sameInEveryLanguage);
  return Object.values(catalogue).filter((s) => !same.has(s) && !/\{/.test(s));
}
