// Copies text for the owner: the Clipboard API where the browser allows it (secure context, permission), else the
// text in the given field is selected so they can press Ctrl+C themselves.
export async function copyText(text: string, field: HTMLInputElement | null): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    field?.focus();
    field?.select();
    return 'selected';
  }
}
