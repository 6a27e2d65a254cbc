import { Box, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { portalOrigins } from '../mode.ts';
import { providerName } from '../provider.ts';
import { providerLinks, socialLinks } from './site-links.ts';

interface FooterLink {
  label: string;
  href: string;
}

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <Box as="nav" aria-labelledby={id} minW="44">
      <Heading as="h2" id={id} size="sm" mb="2" color="white">
        {title}
      </Heading>
      <Box as="ul" listStyleType="none">
        {links.map((link) => (
          <Box as="li" key={link.href}>
            <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function FooterAnchor({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      color="gray.100"
      textDecoration="underline"
      textUnderlineOffset="3px"
      display="inline-flex"
      alignItems="center"
      minH="8"
      _hover={{ color: 'white' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
    >
      {children}
    </Link>
  );
}

/** Provider links, the three sign-in portals of this deployment, and social links (spec §2). */
export function SiteFooter() {
  const portals = portalOrigins();
  const portalLinks = [
    { label: 'Student sign-in', href: `${portals.student}/` },
    { label: 'Agent sign-in', href: `${portals.agent}/` },
    { label: 'Staff sign-in', href: `${portals.staff}/` },
  ];
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="auto">
      <Container maxW="6xl" py="8">
        <Flex wrap="wrap" gap="8" justify="space-between">
          <LinkGroup id="footer-provider" title="About us" links={providerLinks} />
          <LinkGroup id="footer-portals" title="Sign-in portals" links={portalLinks} />
          <LinkGroup id="footer-social" title="Follow us" links={socialLinks} />
        </Flex>
        <Flex mt="8" gap="4" wrap="wrap" justify="space-between" fontSize="sm">
          <Text>
            © {new Date().getFullYear()} {providerName()}. All rights reserved.
          </Text>
          <Link
            asChild
            color="gray.100"
            textDecoration="underline"
            _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
          >
            <RouterLink to="/about">About this portal</RouterLink>
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
