import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { Msg } from '../../src/domain/messages.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  registerEmailSchema,
  registrationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signInSchema,
  verificationFormSchema,
} from '../../src/domain/schemas/account.ts';
import { readEmail } from '../../src/domain/schemas/email-address.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';

/** field → first message, as a 406 carries them (zod's core parse, as the server's parseBody). */
function refused(schema: $ZodType, value: unknown): Record<string, string> {
  const result = safeParse(schema, value);
  if (result.success) throw new Error(`accepted ${JSON.stringify(value)}`);
  return fieldErrors(result.error);
}

const password = 'abc_DEF-123';

// Spec §3 (payloads) and §5 (rules); messages from the catalogue src/domain/messages.ts.
describe('sign-in', () => {
  it('adds the fixed loginTarget and lower-cases the trimmed email', () => {
    expect(signInSchema.parse({ loginEmail: ' Ann@Example.COM ', password: '123456' })).toEqual({
      loginEmail: 'ann@example.com',
      password: '123456',
      loginTarget: 'Potential_Student_Entrance',
    });
  });

  it.each([
    [
      { loginEmail: '', password: '' },
      { loginEmail: Msg.emailRequired, password: Msg.passwordRequired },
    ],
    [
      { loginEmail: '   ', password: '12345' },
      { loginEmail: Msg.emailRequired, password: Msg.passwordTooShort },
    ],
    [{ loginEmail: 'ann@', password: 'any password at all' }, { loginEmail: Msg.emailInvalid }],
    [{}, { loginEmail: Msg.emailRequired, password: Msg.passwordRequired }],
  ])('refuses %j', (input, messages) => {
    expect(refused(signInSchema, input)).toEqual(messages);
  });

  it('accepts only Potential_Student_Entrance as loginTarget', () => {
    const input = { loginEmail: 'a@b.co', password: '123456', loginTarget: 'Staff' };
    expect(Object.keys(refused(signInSchema, input))).toEqual(['loginTarget']);
  });
});

describe('registration', () => {
  const valid = {
    acceptAffirm: true,
    email: 'Ann@Example.com',
    verificationCode: ' 012345 ',
    password1: password,
    password2: password,
  };

  it('accepts the spec fields, the code trimmed and the email lower-cased', () => {
    expect(registrationSchema.parse(valid)).toEqual({
      ...valid,
      email: 'ann@example.com',
      verificationCode: '012345',
    });
    expect(registerEmailSchema.parse({ acceptAffirm: true, email: 'A@B.co' })).toEqual({
      acceptAffirm: true,
      email: 'a@b.co',
    });
  });

  it.each([
    [{ acceptAffirm: false }, { acceptAffirm: Msg.acceptTerms }],
    [{ verificationCode: '' }, { verificationCode: Msg.codeRequired }],
    [{ verificationCode: '12345' }, { verificationCode: Msg.codeDigits }],
    [{ verificationCode: '1234567' }, { verificationCode: Msg.codeDigits }],
    [{ verificationCode: '12345a' }, { verificationCode: Msg.codeDigits }],
    [
      { password1: '', password2: '' },
      { password1: Msg.passwordRequired, password2: Msg.retypeRequired },
    ],
    [{ password1: 'abc de1', password2: 'abc de1' }, { password1: Msg.passwordChars }],
    [{ password1: 'abc!123', password2: 'abc!123' }, { password1: Msg.passwordChars }],
    [{ password1: 'abcde', password2: 'abcde' }, { password1: Msg.passwordLength }],
    [{ password1: 'a'.repeat(21), password2: 'a'.repeat(21) }, { password1: Msg.passwordLength }],
    [{ password2: 'abc_DEF-124' }, { password2: Msg.passwordsDiffer }],
  ])('refuses %j', (change, messages) => {
    expect(refused(registrationSchema, { ...valid, ...change })).toEqual(messages);
  });

  it('accepts passwords of 6 and of 20 characters', () => {
    for (const pw of ['a-_9Zz', 'A'.repeat(20)]) {
      expect(registrationSchema.safeParse({ ...valid, password1: pw, password2: pw }).success).toBe(true);
    }
  });

  it('the verification form checks the code and passwords only', () => {
    const { verificationCode, password1, password2 } = valid;
    expect(verificationFormSchema.parse({ verificationCode, password1, password2 })).toEqual({
      verificationCode: '012345',
      password1,
      password2,
    });
    expect(refused(verificationFormSchema, { verificationCode, password1, password2: 'other1' })).toEqual({
      password2: Msg.passwordsDiffer,
    });
  });

  it('refuses an email that is not one', () => {
    expect(refused(registerEmailSchema, { acceptAffirm: true, email: 'ann.example.com' })).toEqual({
      email: Msg.emailInvalid,
    });
  });
});

describe('forgot and reset password', () => {
  it('forgot password adds the loginTarget', () => {
    expect(forgotPasswordSchema.parse({ email: 'ann@example.com' })).toEqual({
      email: 'ann@example.com',
      loginTarget: 'Potential_Student_Entrance',
    });
  });

  it('the reset form asks for the new password and its retype, matching', () => {
    expect(refused(resetPasswordFormSchema, { newPassword: '', rePassword: '' })).toEqual({
      newPassword: Msg.newPasswordRequired,
      rePassword: Msg.retypeRequired,
    });
    expect(refused(resetPasswordFormSchema, { newPassword: password, rePassword: 'x' })).toEqual({
      rePassword: Msg.passwordsDiffer,
    });
    expect(resetPasswordFormSchema.safeParse({ newPassword: password, rePassword: password }).success).toBe(
      true,
    );
  });

  it('the reset call needs the token from the link', () => {
    expect(resetPasswordSchema.parse({ newPassword: password, jwt: 't'.repeat(200) })).toEqual({
      newPassword: password,
      jwt: 't'.repeat(200),
    });
    for (const jwt of ['', 't'.repeat(201), undefined]) {
      expect(refused(resetPasswordSchema, { newPassword: password, jwt })).toEqual({
        jwt: Msg.resetLinkInvalid,
      });
    }
  });
});

describe('change password (§5: current and new each required, 6 to 20; retype must equal the new one)', () => {
  const valid = { oldPassword: 'old-pass', newPassword: password, rePassword: password, userId: 4 };

  it('accepts the payload, userId optional', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
    const { userId: _, ...withoutId } = valid;
    expect(changePasswordSchema.parse(withoutId)).toEqual(withoutId);
  });

  it.each([
    [{ oldPassword: '' }, { oldPassword: Msg.currentPasswordRequired }],
    [
      { newPassword: '', rePassword: '' },
      { newPassword: Msg.newPasswordRequired, rePassword: Msg.retypeRequired },
    ],
    [{ oldPassword: 'ab cdef' }, { oldPassword: Msg.passwordChars }],
    [{ newPassword: 'short', rePassword: 'short' }, { newPassword: Msg.passwordLength }],
    [{ rePassword: 'different' }, { rePassword: Msg.passwordsDiffer }],
  ])('refuses %j', (change, messages) => {
    expect(refused(changePasswordSchema, { ...valid, ...change })).toEqual(messages);
  });

  it.each([0, -1, 1.5])('refuses userId %d', (userId) => {
    expect(Object.keys(refused(changePasswordSchema, { ...valid, userId }))).toEqual(['userId']);
  });
});

describe('change email (§5: new email required, valid, at most 50; password required — at most 20, ADR 015)', () => {
  const local = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

  it('accepts 50 characters and a 20-character password (the longest a password may be)', () => {
    const input = { newLoginEmail: local(50).toUpperCase(), oldPassword: 'p'.repeat(20), userId: 2 };
    expect(changeEmailSchema.parse(input)).toEqual({ ...input, newLoginEmail: local(50) });
  });

  it.each([
    [{ newLoginEmail: '' }, { newLoginEmail: Msg.emailRequired }],
    [{ newLoginEmail: local(51) }, { newLoginEmail: Msg.emailTooLong }],
    [{ newLoginEmail: 'not an email' }, { newLoginEmail: Msg.emailInvalid }],
    [{ oldPassword: '' }, { oldPassword: Msg.passwordRequired }],
    [{ oldPassword: 'p'.repeat(21) }, { oldPassword: Msg.passwordTooLong20 }],
    [{ userId: 0 }, { userId: expect.any(String) }],
  ])('refuses %j', (change, messages) => {
    expect(
      refused(changeEmailSchema, { newLoginEmail: 'new@example.com', oldPassword: 'secret', ...change }),
    ).toEqual(messages);
  });
});

// A request that leaves a field out gets the same message as one that sends it empty.
describe('a field left out of the request', () => {
  it.each([
    [registerEmailSchema, {}, { acceptAffirm: Msg.acceptTerms, email: Msg.emailRequired }],
    [
      registrationSchema,
      { acceptAffirm: true, email: 'a@b.co' },
      { verificationCode: Msg.codeRequired, password1: Msg.passwordRequired, password2: Msg.retypeRequired },
    ],
    [resetPasswordFormSchema, {}, { newPassword: Msg.newPasswordRequired, rePassword: Msg.retypeRequired }],
    [
      changePasswordSchema,
      {},
      {
        oldPassword: Msg.currentPasswordRequired,
        newPassword: Msg.newPasswordRequired,
        rePassword: Msg.retypeRequired,
      },
    ],
    [changeEmailSchema, {}, { newLoginEmail: Msg.emailRequired, oldPassword: Msg.passwordRequired }],
  ] as const)('%#: is required', (schema, input, messages) => {
    expect(refused(schema, input)).toEqual(messages);
  });
});

describe('fieldErrors: the 406 result.errors', () => {
  it('keeps the first message of each field, nested paths dotted, form-wide issues under _', () => {
    const error = {
      issues: [
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['address', 'line1'], message: 'nested' },
        { path: [], message: 'whole form' },
      ],
    } as unknown as z.ZodError;
    expect(fieldErrors(error)).toEqual({ email: 'first', 'address.line1': 'nested', _: 'whole form' });
  });
});

// Issue 27: the /verification/{email} link is checked without zod's schema code; it must read an
// address exactly as the register form's email field does (trimmed, lower-cased, same format).
describe('an email read outside a form (readEmail) agrees with the email field', () => {
  it.each([
    'ann@example.com',
    ' Ann.Lee@Example.COM ',
    'a@b.co',
    "o'brien+tag@mail.example.org",
    'ann@',
    '@example.com',
    'ann.example.com',
    'ann@example',
    'ann@example.c',
    'ann@@example.com',
    'an n@example.com',
    '.ann@example.com',
    'ann.@example.com',
    'ann..lee@example.com',
    'ann@-example.com',
    'ann@example..com',
    '',
    '   ',
  ])('%j', (text) => {
    const field = registerEmailSchema.shape.email.safeParse(text);
    expect(readEmail(text)).toBe(field.success ? field.data : undefined);
  });

  it('reads a well-formed address and refuses others', () => {
    expect(readEmail(' Ann@Example.com ')).toBe('ann@example.com');
    expect(readEmail('ann@example')).toBeUndefined();
  });
});
