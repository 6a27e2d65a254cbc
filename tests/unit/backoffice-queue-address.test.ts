import { describe, expect, it } from 'vitest';
import { NO_QUEUE_FILTERS, queueAddressOf, queuePlaceOf } from '../../src/domain/backoffice/queue-address.ts';

/**
 * The staff queue's shareable address (issue 25: '/staff/queue?status=evidenceNeeded&page=2'): what
 * an address names puts the queue there; what it does not name, or names wrongly, is the default;
 * the address of a place names only what differs from the defaults.
 */
describe('the staff queue address', () => {
  it('reads every filter and the page an address names', () => {
    expect(
      queuePlaceOf(
        '?status=evidenceNeeded&category=International&campus=City&course=Nursing&keywords=Priya%20Sharma&duplicates=possible&page=2',
      ),
    ).toEqual({
      filters: {
        status: 'evidenceNeeded',
        applicationCategory: 'International',
        campus: 'City',
        course: 'Nursing',
        keywords: 'Priya Sharma',
        duplicates: 'possible',
      },
      pageNum: 2,
    });
  });

  it('reads an empty address as the whole queue, page 1', () => {
    expect(queuePlaceOf('')).toEqual({ filters: NO_QUEUE_FILTERS, pageNum: 1 });
    expect(NO_QUEUE_FILTERS).toEqual({
      status: '',
      applicationCategory: '',
      campus: '',
      course: '',
      keywords: '',
      duplicates: '',
    });
  });

  it('reads what it names wrongly as the default: an unknown status, category or duplicates value', () => {
    expect(queuePlaceOf('?status=archived&category=Martian&duplicates=yes').filters).toEqual(
      NO_QUEUE_FILTERS,
    );
  });

  it('trims the typed filters, and reads blank ones as none', () => {
    expect(queuePlaceOf('?campus=%20City%20&course=%20&keywords=%20Ng%20').filters).toMatchObject({
      campus: 'City',
      course: '',
      keywords: 'Ng',
    });
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['two', 1],
    ['1', 1],
    ['3', 3],
    ['1000000', 1_000_000],
    ['1000001', 1],
  ])('reads page=%s as page %i', (page, pageNum) => {
    expect(queuePlaceOf(`?page=${page}`).pageNum).toBe(pageNum);
  });

  it('writes only what differs from the defaults, and nothing for the whole queue on page 1', () => {
    expect(queueAddressOf({ filters: NO_QUEUE_FILTERS, pageNum: 1 })).toBe('');
    expect(queueAddressOf({ filters: { ...NO_QUEUE_FILTERS, status: 'evidenceNeeded' }, pageNum: 2 })).toBe(
      '?status=evidenceNeeded&page=2',
    );
    expect(
      queueAddressOf({ filters: { ...NO_QUEUE_FILTERS, keywords: '  Ng ', campus: ' ' }, pageNum: 1 }),
    ).toBe('?keywords=Ng');
  });

  it('gives back the same place from the address it writes', () => {
    const place = {
      filters: {
        status: 'offered',
        applicationCategory: 'Domestic',
        campus: 'City Campus',
        course: 'Bachelor of Nursing',
        keywords: 'APP-2026',
        duplicates: 'possible',
      },
      pageNum: 4,
    } as const;
    expect(queuePlaceOf(queueAddressOf(place))).toEqual(place);
  });
});
