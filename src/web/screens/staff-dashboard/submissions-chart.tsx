import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const DAY_SECONDS = 86_400;
const HEIGHT = 240;

/** yyyy-MM-dd as uPlot's x value: seconds since the epoch at that UTC midnight. */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Submissions per day as bars (uPlot, ADR 025). A picture only: it is hidden from assistive
 * technology, and the table of the same numbers beside it is its text alternative.
 */
export function SubmissionsChart({ perDay }: { perDay: { day: string; count: number }[] }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      perDay.map((point) => secondsOf(point.day)),
      perDay.map((point) => point.count),
    ];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] },
        },
        axes: [
          { stroke: '#1a202c', grid: { show: false }, values: '{D} {MMM}' },
          {
            stroke: '#1a202c',
            grid: { stroke: '#e2e8f0' },
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
          },
        ],
        series: [
          { value: '{YYYY}-{MM}-{DD}' },
          {
            label: 'Submissions',
            stroke: '#1d4f91',
            fill: '#1d4f91',
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    // The chart follows its column's width (a phone turned, a window resized).
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [perDay]);
  return (
    <Box ref={holder} aria-hidden="true" data-testid="submissions-chart" w="100%" minH={`${HEIGHT}px`} />
  );
}
