import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';

/** A part of a block (the English provider, the test…), under its own level-3 heading. */
export function PartTitle({ children }: { children: ReactNode }) {
  return (
    <Wide>
      <Heading as="h3" size="md" mt="2">
        {children}
      </Heading>
    </Wide>
  );
}
