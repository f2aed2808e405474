// Copies text for the shop (the widget's snippet, an API key, a signing secret): the Clipboard API where the browser
// allows it (secure context, permission), else the text in the given field is selected for Ctrl+C.
export async function copyText(text: string, field: HTMLTextAreaElement | HTMLInputElement | null): Promise<'copied' | 'selected'> {
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
