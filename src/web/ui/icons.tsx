import { chakra } from '@chakra-ui/react';

/** Small inline icons (no icon library in the bundle); decorative: the control carries the name. */
const Svg = chakra('svg', {
  base: { width: '1.1em', height: '1.1em', flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
});

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function InfoIcon() {
  return (
    <Svg {...common}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </Svg>
  );
}

export function CloseIcon() {
  return (
    <Svg {...common}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Svg>
  );
}

export function PlusIcon() {
  return (
    <Svg {...common}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function SwapIcon() {
  return (
    <Svg {...common}>
      <path d="m16 3 4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16" />
    </Svg>
  );
}

/** Arrow down for newest first (descending), up for oldest first. */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' }) {
  return (
    <Svg {...common}>
      {direction === 'desc' ? <path d="M12 5v14M19 12l-7 7-7-7" /> : <path d="M12 19V5M5 12l7-7 7 7" />}
    </Svg>
  );
}

export function ChevronIcon({ to }: { to: 'left' | 'right' }) {
  return (
    <Svg {...common}>
      <path d={to === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Svg>
  );
}
