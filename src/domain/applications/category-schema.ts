import { z } from 'zod';
import { CATEGORIES } from '../user.ts';

export const CATEGORY_MESSAGE = 'Please choose International or Domestic.';

/**
 * The accountCategory query (spec §7: ?accountCategory=International or Domestic). Apart from the
 * labels in category.ts, which the home draws: zod stays off the home's first load (issue 27).
 */
export const accountCategorySchema = z.object({
  accountCategory: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }),
});
