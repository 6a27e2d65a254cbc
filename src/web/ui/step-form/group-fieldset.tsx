import { Grid, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { recipePart, staticClassSet, useStaticClasses } from '@/web/ui/static-styles.ts';
import { useWording } from './use-wording.ts';

/**
 * A group's look, its legend and grid included, in one style object: one class per group instead of
 * three styled elements, made once with its heading's (static-styles.ts; issue 27: Chakra resolves
 * and serialises each styled element's styles on every render).
 */
export const group: SystemStyleObject = {
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'l3',
  bg: 'bg',
  px: { base: '4', md: '6' },
  pt: '2',
  pb: '6',
  minW: '0',
  // The browser lays out and paints a group only near the screen (issue 27: an 80-field step's
  // style and layout at once); the last drawn height is kept while it is out of view.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 30rem',
  '& > legend': { px: '2' },
  '& > .group-fields': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '5',
    mt: '2',
  },
};

const groupClasses = staticClassSet((system) => ({
  group: { styles: [group] },
  // Chakra's `<Heading as="h2" size="lg" color="brand.fg">`.
  heading: recipePart(system, 'heading', { size: 'lg' }, { color: 'brand.fg' }),
}));

/**
 * One group of the form: a fieldset whose legend is a level-2 heading, the fields in a grid. The title
 * is worded like the fields ('TOP Information' names the configured provider). Every field stays
 * rendered (in the DOM and the accessibility tree); only the browser's drawing of it waits.
 */
export function GroupFieldset({ title, children }: { title: string; children: ReactNode }) {
  const word = useWording();
  const classes = useStaticClasses(groupClasses);
  return (
    <fieldset className={classes.group}>
      <legend>
        <h2 className={classes.heading}>{word(title)}</h2>
      </legend>
      <div className="group-fields">{children}</div>
    </fieldset>
  );
}

/** Across the whole row: a plain style, as a styled element per cell cost Chakra a render's styling. */
const WIDE = { gridColumn: '1 / -1' } as const;

/** A grid cell across the whole row (questions, lists, a field with its button). */
export function Wide({ children }: { children: ReactNode }) {
  return <div style={WIDE}>{children}</div>;
}

/** A phone number's parts on one row: country code, (area code,) number. */
export function PhoneRow({ children, parts = 3 }: { children: ReactNode; parts?: 2 | 3 }) {
  const md = parts === 3 ? 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(0, 1fr) minmax(0, 3fr)';
  return (
    <Grid gridColumn="1 / -1" templateColumns={{ base: '1fr', md }} gap="5">
      {children}
    </Grid>
  );
}
