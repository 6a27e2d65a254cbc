import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { addSlotRecipes } from '@/web/app/system.ts';

/** Imported by the modules that draw this component, so its recipe comes with them (system.ts). */
addSlotRecipes({ checkbox: checkboxSlotRecipe });
