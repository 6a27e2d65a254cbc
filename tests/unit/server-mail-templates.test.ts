import {
  alreadyRegisteredMail,
  emailChangedMail,
  noAccountMail,
  resetLinkMail,
  verificationCodeMail,
} from '../../src/server/services/mail-templates.ts';

describe('mail templates', () => {
  it('puts the code in subject-named verification mail, text and HTML', () => {
    const mail = verificationCodeMail('a@example.com', '042917');
    expect(mail.subject).toMatch(/verification code/i);
    expect(mail.text).toContain('Your verification code is 042917');
    expect(mail.html).toContain('042917');
    expect(mail.highlight).toBe('042917');
  });

  it('links from the public URL and escapes HTML', () => {
    const reset = resetLinkMail('a@example.com', 'https://apply.example.edu/setPassWord?token=abc&x=<y>');
    expect(reset.text).toContain('https://apply.example.edu/setPassWord?token=abc&x=<y>');
    expect(reset.html).toContain('href="https://apply.example.edu/setPassWord?token=abc&#38;x=&#60;y&#62;"');
    expect(alreadyRegisteredMail('a@example.com', 'https://apply.example.edu').text).toContain(
      'https://apply.example.edu/forgot',
    );
    expect(noAccountMail('a@example.com', 'https://apply.example.edu').text).toContain(
      'https://apply.example.edu/terms',
    );
  });

  it('never puts a code or link in the notices', () => {
    for (const mail of [
      alreadyRegisteredMail('a@example.com', 'http://x'),
      noAccountMail('a@example.com', 'http://x'),
    ]) {
      expect(mail.text).not.toMatch(/\d{6}|setPassWord/);
      expect(mail.highlight).toBeUndefined();
    }
    expect(emailChangedMail('old@example.com', 'new@example.com').text).toContain('new@example.com');
  });
});
