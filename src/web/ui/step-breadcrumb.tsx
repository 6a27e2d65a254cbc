import { Box, Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { breadcrumbSummary } from '@/domain/applications/breadcrumb-summary.ts';
import type { BreadcrumbItem, StepKey } from '@/domain/applications/steps.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

export interface StepBreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** A link was followed: the flow machine decides (GO); without it the link navigates itself. */
  onGo?: (step: StepKey) => void;
}

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '7',
  h: '7',
  borderRadius: 'full',
  borderWidth: '1px',
  fontWeight: 'semibold',
  fontSize: 'sm',
} as const;

/**
 * The application's steps with their numbers (spec §2): the current one marked (aria-current="step"),
 * the reachable ones links, the others plain text.
 */
export function StepBreadcrumb({ items, onGo }: StepBreadcrumbProps) {
  const phone = useNarrowScreen();
  const summary = breadcrumbSummary(items);
  if (phone && summary)
    return (
      <Box as="nav" aria-label="Application steps" mb="4">
        <Box as="details" w="full" borderBottomWidth="1px" borderColor="border">
          <Box as="summary" py="2" cursor="pointer" fontWeight="semibold" color="brand.fg">
            {summary}
          </Box>
          <StepList items={items} onGo={onGo} />
        </Box>
      </Box>
    );
  return (
    <Box as="nav" aria-label="Application steps" mb="6">
      <StepList items={items} onGo={onGo} />
    </Box>
  );
}

/** Every step: on a wide screen the breadcrumb itself, on a phone what its disclosure opens. */
function StepList({ items, onGo }: StepBreadcrumbProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, step: StepKey) => {
    if (!onGo || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onGo(step);
  };
  return (
    <Box as="ol" display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
      {items.map((item) => {
        const content = (
          <>
            <Box
              as="span"
              {...badge}
              bg={item.current ? 'brand.solid' : 'bg'}
              color={item.current ? 'brand.contrast' : 'inherit'}
            >
              {item.number}
            </Box>
            <Box as="span">{item.label}</Box>
          </>
        );
        const shared = {
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '10',
          px: '2',
        } as const;
        return (
          <Box as="li" key={item.step}>
            {item.current ? (
              <Box as="span" {...shared} aria-current="step" fontWeight="semibold" color="brand.fg">
                {content}
              </Box>
            ) : item.link ? (
              <Link asChild {...shared} color="brand.fg" textDecoration="underline">
                <RouterLink to={item.route} onClick={(event) => follow(event, item.step)}>
                  {content}
                </RouterLink>
              </Link>
            ) : (
              <Box as="span" {...shared} color="fg.muted">
                {content}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
