import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type EvidenceRequest, UPLOAD_EVIDENCE } from '@/domain/applications/evidence.ts';
import { stepRoute } from '@/domain/applications/steps.ts';

/**
 * GOV.UK notification banner for an evidence request: 'Important' strip, the due date as its heading,
 * the staff's reason with its line breaks, and the button to the Documents step. `about` names the
 * application when a page shows several (the course, and for agents the student).
 */
export function EvidenceBanner({
  request,
  about,
  children,
}: {
  request: EvidenceRequest;
  about?: string | null;
  children?: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Box
      as="section"
      role="region"
      aria-labelledby={titleId}
      borderWidth="5px"
      borderColor="brand.700"
      borderRadius="l2"
      mb="4"
      bg="bg"
    >
      <Text bg="brand.700" color="white" px="4" pb="1" fontWeight="semibold">
        Important
      </Text>
      <Box p="4">
        <Heading as="h2" size="lg" id={titleId} mb="2">
          {request.title}
        </Heading>
        {about ? (
          <Text fontWeight="semibold" mb="2">
            {about}
          </Text>
        ) : null}
        {request.reason ? (
          <Text whiteSpace="pre-line" mb="3">
            {request.reason}
          </Text>
        ) : null}
        <Box display="flex" gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand" variant="solid">
            <RouterLink to={stepRoute(request.category, 'documents', request.id)}>
              {UPLOAD_EVIDENCE}
            </RouterLink>
          </Button>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
