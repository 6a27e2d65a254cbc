import { Button, chakra, Grid, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Wide } from './group-fieldset.tsx';

/**
 * One entry of a list inside a block (a qualification, an employment): a region named by its title,
 * a level-3 heading, its fields in the block's two columns, and its Remove button.
 */
export function EntrySection({
  title,
  children,
  onRemove,
}: {
  title: string;
  children: ReactNode;
  /** Removes the entry: a 'Remove <title>' button follows the fields. */
  onRemove?: () => void;
}) {
  return (
    <Wide>
      <chakra.section aria-label={title} borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
        <Heading as="h3" size="md" mb="3">
          {title}
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {children}
        </Grid>
        {onRemove ? (
          <Button mt="4" variant="outline" colorPalette="red" onClick={onRemove}>
            Remove {title}
          </Button>
        ) : null}
      </chakra.section>
    </Wide>
  );
}
