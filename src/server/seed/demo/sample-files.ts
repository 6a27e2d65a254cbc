import { crc32, deflateSync } from 'node:zlib';
import type { UploadExtension } from '../../../domain/documents/constants.ts';

/**
 * Small but real documents of every allowed kind (spec §5), for the demo seed and the tests: each
 * opens in its usual program and passes the upload's magic-byte check. Made here, not kept as binary
 * files, so what they contain is readable.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** A one-page PDF saying `text` (PDF 1.4, with a valid cross-reference table). */
export function samplePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ');
  const content = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return ascii(body);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([ascii(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A `size`×`size` PNG of one grey. */
export function samplePng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((size + 1) * size, 0x99);
  for (let row = 0; row < size; row++) rows[row * (size + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 baseline JPEG (JFIF), the smallest a decoder accepts. */
export const sampleJpeg = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

/** A stored (uncompressed) zip of the given entries. */
function zip(entries: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content, 'utf8');
    const fileName = ascii(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OOXML = 'application/vnd.openxmlformats-officedocument';

function officeOpenXml(part: string, contentType: string, xml: string): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    ],
    [part, xml],
  ]);
}

export const sampleDocx = (text: string) =>
  officeOpenXml(
    'word/document.xml',
    `${OOXML}.wordprocessingml.document.main+xml`,
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );

export const sampleXlsx = () =>
  officeOpenXml(
    'xl/workbook.xml',
    `${OOXML}.spreadsheetml.sheet.main+xml`,
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  );

/** The header of a Compound File Binary container (.doc, .xls), padded to its first sector. */
export function sampleCompoundFile(): Buffer {
  const file = Buffer.alloc(1024);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  return file;
}

/** One sample of each allowed extension, named as a user's file would be. */
export function sampleOf(
  extension: UploadExtension,
  text = 'Sample document',
): { name: string; bytes: Buffer } {
  const bytes: Record<UploadExtension, () => Buffer> = {
    pdf: () => samplePdf(text),
    png: () => samplePng(),
    jpg: sampleJpeg,
    jpeg: sampleJpeg,
    docx: () => sampleDocx(text),
    xlsx: sampleXlsx,
    doc: sampleCompoundFile,
    xls: sampleCompoundFile,
  };
  return {
    name: `${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${extension}`,
    bytes: bytes[extension](),
  };
}
