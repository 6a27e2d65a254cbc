import { z } from 'zod';
import { CATEGORIES, type Category } from '../user.ts';

export const CATEGORY_MESSAGE = 'Please choose International or Domestic.';

/** The accountCategory query (spec §7: ?accountCategory=International or Domestic). */
export const accountCategorySchema = z.object({
  accountCategory: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }),
});

/** '{category} Student' (spec §2). */
export const categoryLabel = (category: Category) => `${category} Student`;

/** 'Do you change the account category to {X} Student?' (spec §2). */
export const switchQuestion = (to: Category) => `Do you change the account category to ${to} Student?`;

export const otherCategory = (category: Category): Category =>
  category === 'Domestic' ? 'International' : 'Domestic';
