import { acceptableSourceName, extensionOf } from '../../src/server/services/upload-check.ts';

/**
 * The file-name rules of an upload (docs/api.md, Upload: no folder `/` `\`, no `..`, no control
 * characters, not blank, at most 255 characters; the extension one of the allowed kinds). Pure
 * checks, so tested here rather than through the server.
 */
describe('a file name the portal will show and offer back', () => {
  it('none, empty or only spaces is refused', () => {
    expect(acceptableSourceName(undefined)).toBeNull();
    expect(acceptableSourceName('')).toBeNull();
    expect(acceptableSourceName('   ')).toBeNull();
    expect(acceptableSourceName('\u200B\uFEFF')).toBeNull();
  });

  it('is kept without the spaces around it', () => {
    expect(acceptableSourceName('  passport scan.pdf  ')).toBe('passport scan.pdf');
  });

  it('is taken at 255 characters and refused at 256', () => {
    const at = `${'a'.repeat(251)}.pdf`;
    expect(at).toHaveLength(255);
    expect(acceptableSourceName(at)).toBe(at);
    expect(acceptableSourceName(`a${at}`)).toBeNull();
    // The limit counts what is kept: spaces around a 255-character name do not push it over.
    expect(acceptableSourceName(` ${at} `)).toBe(at);
  });

  it.each([
    ['a folder', 'scans/passport.pdf'],
    ['a Windows folder', 'scans\\passport.pdf'],
    ['a control character', 'pass\u0007port.pdf'],
    ['a line break', 'pass\nport.pdf'],
    ['a delete character', 'pass\u007fport.pdf'],
    ['two dots', 'passport..pdf'],
    ['a leading dot', '.passport.pdf'],
  ])('with %s is refused', (_label, name) => {
    expect(acceptableSourceName(name)).toBeNull();
  });

  it('with dots inside (not two together) or at its end is taken', () => {
    expect(acceptableSourceName('passport.v2.pdf')).toBe('passport.v2.pdf');
    expect(acceptableSourceName('passport.')).toBe('passport.');
  });
});

describe('the extension of a file name', () => {
  it('is the allowed kind after the last dot, in lower case', () => {
    expect(extensionOf('passport.PDF')).toBe('pdf');
    expect(extensionOf('report.final.docx')).toBe('docx');
  });

  it('is none when there is no dot, even if the name is a kind’s name', () => {
    expect(extensionOf('pdf')).toBeNull();
    expect(extensionOf('passport')).toBeNull();
  });

  it('is none when the kind is not allowed or missing', () => {
    expect(extensionOf('setup.exe')).toBeNull();
    expect(extensionOf('passport.')).toBeNull();
    expect(extensionOf('passport.pdf.exe')).toBeNull();
  });
});
