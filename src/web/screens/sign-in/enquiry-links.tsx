import { Box, Heading, Link, Text } from '@chakra-ui/react';

const PROVIDER_SITE = 'https://www.example.edu';

/** The Admission Enquiry area of the sign-in screen (spec §2). */
const enquiries = [
  {
    label: 'Undergraduate',
    href: `${PROVIDER_SITE}/study/undergraduate`,
    about: 'Bachelor degrees and diplomas',
  },
  {
    label: 'Postgraduate',
    href: `${PROVIDER_SITE}/study/postgraduate`,
    about: 'Masters, graduate certificates and research',
  },
  {
    label: 'Non-Award',
    href: `${PROVIDER_SITE}/study/non-award`,
    about: 'Single units without a full degree',
  },
  { label: 'Agent', href: `${PROVIDER_SITE}/agents`, about: 'For education agents applying for students' },
] as const;

export function EnquiryLinks() {
  return (
    <Box
      as="aside"
      aria-labelledby="enquiry-title"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="l3"
      p={{ base: '5', md: '8' }}
      alignSelf="start"
    >
      <Heading as="h2" id="enquiry-title" size="lg" mb="2" color="brand.fg">
        Admission Enquiry
      </Heading>
      <Text mb="4">Questions before you apply? Find the right team for your study plans.</Text>
      <Box as="ul" listStyleType="none" display="grid" gap="3">
        {enquiries.map((item) => (
          <Box as="li" key={item.label}>
            <Link href={item.href} color="brand.fg" fontWeight="semibold" textDecoration="underline" minH="6">
              {item.label}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {item.about}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
