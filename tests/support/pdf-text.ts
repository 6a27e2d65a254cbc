import { inflateSync } from 'node:zlib';

/** Reads back what a pdfkit PDF shows, for tests: its text, Info title and page count. */

/** The content streams of a pdfkit PDF, inflated when FlateDecode. */
function streamsOf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  // pdfkit stream dictionaries are flat (Length, Filter), so no nested << >> to allow for.
  const header = /<<([^<>]*)>>\s*stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    streams.push((/\/FlateDecode/.test(match[1] ?? '') ? inflateSync(bytes) : bytes).toString('latin1'));
  }
  return streams;
}

// WinAnsi is Latin-1 except 0x80–0x9F; Node 20's TextDecoder('windows-1252') decodes those as C1 controls.
const WIN_ANSI_80_9F = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) =>
    b >= 0x80 && b <= 0x9f ? WIN_ANSI_80_9F.charAt(b - 0x80) : String.fromCharCode(b),
  ).join('');

function decodeLiteral(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, esc: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    return simple[esc] ?? (/^[0-7]+$/.test(esc) ? String.fromCharCode(Number.parseInt(esc, 8)) : esc);
  });
}

/** The shown strings of every Tj/TJ operator, one per operator, kerning numbers dropped. */
export function textOf(pdf: Buffer): string[] {
  const shown: string[] = [];
  const operator = /(\[(?:[^\]\\]|\\.)*\]|<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*T[jJ]/g;
  const piece = /<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g;
  for (const content of streamsOf(pdf)) {
    for (const [, operand = ''] of content.matchAll(operator)) {
      let text = '';
      for (const [, hex, literal] of operand.matchAll(piece)) {
        text +=
          hex !== undefined
            ? winAnsi(Buffer.from(hex, 'hex'))
            : winAnsi(Buffer.from(decodeLiteral(literal ?? ''), 'latin1'));
      }
      shown.push(text);
    }
  }
  return shown;
}

/** The Info dictionary's Title, which pdfkit writes as a reference to a string object. */
export function infoTitleOf(pdf: Buffer): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(raw)?.[1] : undefined;
}

export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
