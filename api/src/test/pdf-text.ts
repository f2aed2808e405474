// The text a PDF's reader sees (unpdf: pdf.js without a canvas), for tests that assert what the customer reads
// rather than bytes (decision 086). Shared with the browser tests, which download the PDF the dashboard links to.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}
