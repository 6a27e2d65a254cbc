// The one import the build's emotion-serialize-cache plugin redirects, as Emotion and Chakra write it
// (tests/unit/vite-serialize-cache.test.ts bundles this file with vite.config.ts).
export { serializeStyles } from '@emotion/serialize';
