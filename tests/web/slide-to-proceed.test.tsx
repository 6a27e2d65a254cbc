import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLIDER_HEIGHT, SLIDER_WIDTH } from '@/domain/constants.ts';
import { system } from '@/web/app/system.ts';
import { SlideToProceed } from '@/web/ui/slide-to-proceed.tsx';

function renderSlider(props: { disabled?: boolean } = {}) {
  const onProceed = vi.fn();
  render(
    <ChakraProvider value={system}>
      <SlideToProceed onProceed={onProceed} {...props} />
    </ChakraProvider>,
  );
  return { onProceed, button: screen.getByRole('button', { name: 'Slide to proceed' }) };
}

const thumbOffset = () => screen.getByTestId('slide-thumb').style.transform;

describe('SlideToProceed', () => {
  it('is one button named Slide to proceed, with instructions for screen readers', () => {
    const { button } = renderSlider();
    expect(button.getAttribute('type')).toBe('button');
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/Drag the handle to the end, or press this button/);
  });

  it('proceeds on a single click, and only once', async () => {
    const { onProceed, button } = renderSlider();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it.each([['{Enter}'], [' '], ['{ArrowRight}'], ['{End}']])(
    'proceeds from the keyboard: %s',
    async (key) => {
      const { onProceed, button } = renderSlider();
      await userEvent.tab();
      expect(document.activeElement).toBe(button);
      await userEvent.keyboard(key);
      expect(onProceed).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores other keys, such as Tab and ArrowLeft', async () => {
    const { onProceed } = renderSlider();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(onProceed).not.toHaveBeenCalled();
  });

  it('springs back when released short of the end, and does not proceed', () => {
    const { onProceed, button } = renderSlider();
    fireEvent.pointerDown(button, { clientX: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 110, pointerId: 1 });
    expect(thumbOffset()).toBe('translateX(100px)');
    fireEvent.pointerUp(button, { clientX: 110, pointerId: 1 });
    fireEvent.click(button);
    expect(onProceed).not.toHaveBeenCalled();
    expect(thumbOffset()).toBe('translateX(0px)');
  });

  it('proceeds when the thumb is dragged to the end of the 260 by 56 track', () => {
    const { onProceed, button } = renderSlider();
    const travel = SLIDER_WIDTH - SLIDER_HEIGHT;
    fireEvent.pointerDown(button, { clientX: 5, button: 0, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 5 + travel + 40, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 5 + travel + 40, pointerId: 1 });
    fireEvent.click(button);
    expect(onProceed).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const { onProceed, button } = renderSlider({ disabled: true });
    await userEvent.click(button);
    expect(onProceed).not.toHaveBeenCalled();
  });
});
