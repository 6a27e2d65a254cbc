import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { addRecipes } from '@/web/app/system.ts';

/** Imported by the modules that draw this component, so its recipe comes with them (system.ts). */
addRecipes({ badge: badgeRecipe });
