import { Box, Text } from '@chakra-ui/react';

/**
 * An upload's progress: a bar named for the file, with its percentage in words under it. Drawn with
 * a role and ARIA values rather than Chakra's Progress, whose state machine (zag's progress, Ark's
 * runtime) was ~8 KB gzip of the documents step's first load for a bar that only shows a number
 * (issue 27: the route was 2.4 KB over its 200 KB budget).
 */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const shown = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <Box mt="3">
      <Box
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${shown}%`}
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${shown}%`} bg="brand.solid" transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" mt="1">
        {shown}%
      </Text>
    </Box>
  );
}
