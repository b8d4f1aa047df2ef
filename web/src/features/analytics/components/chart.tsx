import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// A chart drawn by uPlot (canvas; small, no dependencies, nothing React-specific, so preact/compat is no concern).
// This module is imported only by the analytics screens, which are lazy routes: uPlot never reaches another page.
// The canvas is hidden from assistive technology; the table next to it (the `table` prop) says the same in words.

export interface ChartSeries {
  label: string;
  /** null: no figure (a suppressed group); drawn as a gap. */
  values: (number | null)[];
  color: string;
}

const palette = ['#3346d3', '#136c3a', '#b45309', '#7c3aed'];
export const seriesColor = (i: number): string => palette[i % palette.length]!;

export function Chart({
  type,
  labels,
  series,
  height = 220,
  testId,
  table,
  caption,
}: {
  type: 'bars' | 'lines';
  /** One label per point on the x axis (stages, weeks, categories). */
  labels: string[];
  series: ChartSeries[];
  height?: number;
  testId: string;
  caption: string;
  table: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || labels.length === 0) return;
    const width = () => Math.max(240, element.clientWidth);
    // Bars carry one series (a funnel, one attribute's groups); several series are lines (the weekly trend).
    const bars = type === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 56] }) : undefined;
    const xs = labels.map((_, i) => i);
    const longest = Math.max(...labels.map((l) => l.length));
    const plot = new uPlot(
      {
        width: width(),
        height,
        // Room on the right for the last rotated label.
        padding: [8, 28, 0, 0],
        legend: { show: series.length > 1, live: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] } },
        axes: [
          {
            // As many labels as fit (about one per 56 px): every week on a wide screen, every third on a phone.
            splits: (u) => {
              const step = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 56))));
              return xs.filter((i) => i % step === 0);
            },
            values: (_u, splits) => splits.map((i) => { const l = labels[i] ?? ''; return l.length > 14 ? `${l.slice(0, 13)}…` : l; }),
            rotate: longest > 8 && labels.length > 3 ? -30 : 0,
            size: longest > 8 && labels.length > 3 ? 70 : 40,
            grid: { show: false },
          },
          { grid: { stroke: '#e3e6f2' }, size: 44 },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: type === 'bars' ? 0 : 2,
            fill: type === 'bars' ? s.color : undefined,
            ...(bars ? { paths: bars } : { points: { show: true, size: 5 } }),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [type, labels, series, height]);

  return (
    <figure className="analytics-chart" data-testid={testId}>
      <figcaption className="analytics-chart__caption">{caption}</figcaption>
      <div ref={box} className="analytics-chart__canvas" aria-hidden="true" />
      {table}
    </figure>
  );
}
