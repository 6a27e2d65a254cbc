import { describe, expect, it } from 'vitest';
import { categoryLabel, otherCategory, switchQuestion } from '../../src/domain/applications/category.ts';
import { accountCategorySchema, CATEGORY_MESSAGE } from '../../src/domain/applications/category-schema.ts';
import { LIST_MESSAGES, listRequestSchema } from '../../src/domain/applications/list.ts';
import { pagingOf } from '../../src/domain/applications/paging.ts';
import { supportListRequestSchema } from '../../src/domain/support/list-request.ts';

/** The message on each field of a refused request. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

// Spec §3 "List request" and §9: every field optional; orderField update_time and direction desc by
// default; page size 20.
describe('the list/all request', () => {
  it('is complete with the defaults when empty', () => {
    expect(listRequestSchema.parse({})).toEqual({
      keywords: undefined,
      status: undefined,
      applicationCategory: undefined,
      orderField: 'update_time',
      orderDirection: 'desc',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('keeps what is given: trimmed keywords, the status key, category, order and page', () => {
    const request = {
      keywords: '  Smith ',
      status: 'Evidence Needed',
      applicationCategory: 'International',
      orderField: 'insert_time',
      orderDirection: 'asc',
      pageNum: 3,
      pageSize: 100,
    };
    expect(listRequestSchema.parse(request)).toEqual({
      ...request,
      keywords: 'Smith',
      status: 'evidenceNeeded',
    });
  });

  it('accepts both directions', () => {
    expect(listRequestSchema.parse({ orderDirection: 'desc' }).orderDirection).toBe('desc');
    expect(listRequestSchema.parse({ orderDirection: 'asc' }).orderDirection).toBe('asc');
  });

  it('treats blank keywords, an empty status and an empty category as not given', () => {
    const parsed = listRequestSchema.parse({ keywords: '   ', status: '', applicationCategory: '' });
    expect(parsed).toMatchObject({ keywords: undefined, status: undefined, applicationCategory: undefined });
  });

  it('accepts 100 characters of keywords, not 101', () => {
    expect(listRequestSchema.safeParse({ keywords: 'k'.repeat(100) }).success).toBe(true);
    expect(refusals(listRequestSchema.safeParse({ keywords: 'k'.repeat(101) }))).toEqual({
      keywords: LIST_MESSAGES.keywords,
    });
  });

  it.each([
    [{ status: 'Lost' }, { status: LIST_MESSAGES.status }],
    [{ applicationCategory: 'Local' }, { applicationCategory: LIST_MESSAGES.category }],
    [{ orderField: 'name' }, { orderField: LIST_MESSAGES.orderField }],
    [{ orderDirection: 'up' }, { orderDirection: LIST_MESSAGES.orderDirection }],
    [{ pageNum: 0 }, { pageNum: LIST_MESSAGES.pageNum }],
    [{ pageNum: 1.5 }, { pageNum: LIST_MESSAGES.pageNum }],
    [{ pageNum: '2' }, { pageNum: LIST_MESSAGES.pageNum }],
    [{ pageSize: 0 }, { pageSize: LIST_MESSAGES.pageSize }],
    [{ pageSize: 101 }, { pageSize: LIST_MESSAGES.pageSize }],
    [{ pageSize: 2.5 }, { pageSize: LIST_MESSAGES.pageSize }],
    [{ pageSize: '20' }, { pageSize: LIST_MESSAGES.pageSize }],
  ])('refuses %j', (request, messages) => {
    expect(refusals(listRequestSchema.safeParse(request))).toEqual(messages);
  });

  it('the support list pages the same way (pageNum from 1, 20 a page)', () => {
    expect(supportListRequestSchema.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(supportListRequestSchema.parse({ pageNum: 2, pageSize: 5, keywords: 'x' })).toEqual({
      pageNum: 2,
      pageSize: 5,
    });
    expect(supportListRequestSchema.safeParse({ pageNum: 0 }).success).toBe(false);
  });
});

// Spec §9: Prev and Next are enabled only when the total is over 20.
describe('paging', () => {
  it.each([
    [0, 1, { pages: 1, hasPrev: false, hasNext: false }],
    [20, 1, { pages: 1, hasPrev: false, hasNext: false }],
    [20, 2, { pages: 1, hasPrev: false, hasNext: false }],
    [21, 1, { pages: 2, hasPrev: false, hasNext: true }],
    [21, 2, { pages: 2, hasPrev: true, hasNext: false }],
    [45, 2, { pages: 3, hasPrev: true, hasNext: true }],
    [60, 3, { pages: 3, hasPrev: true, hasNext: false }],
  ])('%i applications, page %i: %j', (total, page, paging) => {
    expect(pagingOf(total, page)).toEqual(paging);
  });

  it('uses the given page size', () => {
    expect(pagingOf(10, 1, 5)).toEqual({ pages: 2, hasPrev: false, hasNext: true });
    expect(pagingOf(5, 1, 5)).toEqual({ pages: 1, hasPrev: false, hasNext: false });
  });
});

// Spec §2: '{category} Student', 'Do you change the account category to {X} Student?'; §7 the query
// ?accountCategory=International or Domestic.
describe('account category', () => {
  it('reads as the spec writes it', () => {
    expect(categoryLabel('International')).toBe('International Student');
    expect(categoryLabel('Domestic')).toBe('Domestic Student');
    expect(switchQuestion('Domestic')).toBe('Do you change the account category to Domestic Student?');
    expect(switchQuestion('International')).toBe(
      'Do you change the account category to International Student?',
    );
  });

  it('switches to the other category', () => {
    expect(otherCategory('Domestic')).toBe('International');
    expect(otherCategory('International')).toBe('Domestic');
  });

  it('accepts only International or Domestic in the query', () => {
    expect(accountCategorySchema.parse({ accountCategory: 'Domestic' })).toEqual({
      accountCategory: 'Domestic',
    });
    expect(accountCategorySchema.parse({ accountCategory: 'International' })).toEqual({
      accountCategory: 'International',
    });
    for (const accountCategory of ['domestic', '', undefined]) {
      expect(refusals(accountCategorySchema.safeParse({ accountCategory }))).toEqual({
        accountCategory: CATEGORY_MESSAGE,
      });
    }
    expect(CATEGORY_MESSAGE).toBe('Please choose International or Domestic.');
  });
});
