import type { Category } from '../user.ts';

/** '{category} Student' (spec §2). */
export const categoryLabel = (category: Category) => `${category} Student`;

/** 'Do you change the account category to {X} Student?' (spec §2). */
export const switchQuestion = (to: Category) => `Do you change the account category to ${to} Student?`;

export const otherCategory = (category: Category): Category =>
  category === 'Domestic' ? 'International' : 'Domestic';
