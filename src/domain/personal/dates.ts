/** The kit's calendar helpers (personal details was their first user). */
export * from '../steps/dates.ts';
