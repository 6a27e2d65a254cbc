import { serializeStyles as emotionSerialize } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { serializeStyles } from '../../src/web/app/serialize-styles.ts';

/**
 * The build's stand-in for Emotion's serializeStyles (issue 27 item 4): what Chakra's elements get
 * must be the CSS and class name Emotion itself would give, however often the same object comes back.
 */
describe('serializeStyles kept per style object', () => {
  const styles = {
    color: 'red',
    '&:hover': { color: 'blue' },
    '@media (min-width: 48em)': { padding: '4px' },
  };

  it('gives the CSS and name Emotion gives, again when the same object comes back', () => {
    const { name, styles: css } = emotionSerialize([styles]);
    expect(serializeStyles([styles])).toMatchObject({ name, styles: css });
    expect(serializeStyles([styles])).toMatchObject({ name, styles: css });
  });

  it('gives another object its own CSS, though one like it was serialised before', () => {
    serializeStyles([{ color: 'red' }]);
    const other = { color: 'green' };
    expect(serializeStyles([other]).styles).toBe(emotionSerialize([other]).styles);
    expect(serializeStyles([other]).name).not.toBe(emotionSerialize([{ color: 'red' }]).name);
  });

  it('leaves what depends on the props to Emotion: a function is called with them each time', () => {
    const byProps = (props: { tone: string }) => ({ color: props.tone });
    expect(serializeStyles([byProps], undefined, { tone: 'red' }).styles).toBe('color:red;');
    expect(serializeStyles([byProps], undefined, { tone: 'blue' }).styles).toBe('color:blue;');
  });
});
