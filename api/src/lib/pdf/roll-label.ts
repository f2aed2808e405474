// A film roll's label (issue 27 item 1, decision 092): a 100 × 60 mm page to print on a label printer or cut from
// paper, with the film, its code, the batch, the width and length as received, the day, the supplier, and a QR code
// that opens the roll's page in the dashboard (where staff use it on a job from a phone). The QR code is drawn as a
// PNG image (qrcode), so a reader of the PDF (and the test) finds it as one image.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDay, formatLength, rollWidthLabel, type UnitSystem } from '@wrapsmith/core';
import { pdfText } from './priced-document.ts';

export interface RollLabelInput {
  filmName: string;
  filmCode: string | null;
  brand: string;
  batch: string;
  widthMm: number;
  lengthMm: number;
  receivedOn: string;
  supplier: string;
  /** The roll's page: what the QR code opens. */
  url: string;
  shopName: string;
  /** The shop's units and locale (decision 098): the width and length are written in them. */
  units?: UnitSystem;
  locale?: string;
}

const MM = 72 / 25.4;

/** The QR code of a URL as a PNG, 8 pixels a module with the standard quiet zone, error correction M. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

export async function rollLabelPdf(input: RollLabelInput): Promise<Buffer> {
  const width = 100 * MM;
  const height = 60 * MM;
  const doc = new PDFDocument({ size: [width, height], margin: 0, info: { Title: pdfText(`Roll label: ${input.filmName} batch ${input.batch}`), Author: pdfText(input.shopName) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pad = 4 * MM;
  const qrSize = height - 2 * pad;
  doc.image(await qrPng(input.url), width - pad - qrSize, pad, { width: qrSize, height: qrSize });
  const textWidth = width - 3 * pad - qrSize;
  let y = pad;
  const line = (text: string, size: number, font = 'Helvetica', gap = 2) => {
    doc.font(font).fontSize(size).fillColor('#000000').text(pdfText(text), pad, y, { width: textWidth, lineBreak: true });
    y = doc.y + gap;
  };
  if (input.brand) line(input.brand, 8, 'Helvetica', 1);
  line(input.filmName, 12, 'Helvetica-Bold', 2);
  if (input.filmCode) line(`Code ${input.filmCode}`, 9);
  line(`Batch ${input.batch}`, 11, 'Helvetica-Bold', 3);
  const units = input.units ?? 'imperial';
  const locale = input.locale ?? 'en-US';
  line(`${rollWidthLabel(input.widthMm, units, locale)} wide`, 8, 'Helvetica', 1);
  line(`Length ${formatLength(input.lengthMm, units, locale)}`, 8, 'Helvetica', 1);
  line(`Received ${formatDay(input.receivedOn, locale)}`, 8, 'Helvetica', 1);
  if (input.supplier) line(`From ${input.supplier}`, 8, 'Helvetica', 1);
  doc.font('Helvetica').fontSize(6).fillColor('#555555').text(pdfText(`${input.shopName} · scan to use on a job`), pad, height - pad - 7, { width: textWidth, lineBreak: false });
  doc.end();
  return done;
}
