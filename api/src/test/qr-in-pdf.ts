// The QR codes a PDF carries, read back as text (issue 27): every image of the page is handed to jsQR, a QR reader
// independent of the library that drew it. Shared with the browser tests, which download the PDF the page links to.
import jsQR from 'jsqr';
import { extractImages, getDocumentProxy } from 'unpdf';

export async function qrCodesInPdf(bytes: Uint8Array, pageNumber = 1): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const images = await extractImages(pdf, pageNumber);
  const found: string[] = [];
  for (const image of images) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let i = 0; i < image.width * image.height; i += 1) {
      const at = i * image.channels;
      const [r, g, b] = image.channels >= 3 ? [image.data[at], image.data[at + 1], image.data[at + 2]] : [image.data[at], image.data[at], image.data[at]];
      rgba.set([r ?? 0, g ?? 0, b ?? 0, 255], i * 4);
    }
    const code = jsQR(rgba, image.width, image.height);
    if (code) found.push(code.data);
  }
  return found;
}
