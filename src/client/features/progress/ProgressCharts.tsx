import { useId, type ReactNode } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack, Line, LinePath } from '@visx/shape';
import type { ProgressRow } from '../../../shared/api/progress';
import { PROGRESS_COLUMNS } from '../../../shared/domain/progress';
import { colourBand, type ColourBand } from '../../../shared/domain/scoring';
import { progressColumn, progressText, resultDay } from './text';
import { contentLang, lessonName } from '../courses/contentNames';
import './progressCharts.css';

/**
 * The progress charts, SVG drawn with visx (loaded only when a report shows one):
 * - distribution: per quiz of one lesson, how many students scored 0-50, 51-79, 80-100, or have "--";
 * - classes: the same for the class averages of a super-teacher's group (issue 15);
 * - timeline: a student's scores by date, with the 50 and 80 band lines.
 * Each has a title and summary for screen readers and its figures as a table beside it. SVG
 * prints sharply and follows the page's colours; each band also has its own hatching or marker
 * shape and a text label, so it reads on a black-and-white printout too.
 */
export default function ProgressChart(
  props:
    | { kind: 'distribution'; rows: ProgressRow[]; title: string }
    | { kind: 'timeline'; rows: ProgressRow[]; title: string }
    | { kind: 'classes'; averages: (number | null)[][]; title: string },
) {
  if (props.kind === 'classes') return <Distribution scores={props.averages} unit="classes" title={props.title} />;
  if (props.kind === 'distribution') {
    const scores = props.rows.map((r) => PROGRESS_COLUMNS.map((_, i) => r.cells[i]?.score ?? null));
    return <Distribution scores={scores} unit="students" title={props.title} />;
  }
  return <Timeline rows={props.rows} title={props.title} />;
}

type Band = ColourBand | 'none';

const BANDS: { band: Band; label: string }[] = [
  { band: 'green', label: '80-100' },
  { band: 'yellow', label: '51-79' },
  { band: 'red', label: '0-50' },
  { band: 'none', label: 'noScore' },
];
/**
 * The bands drawn as bars: "No score" is never a bar (issue 29: a class with no scores showed a
 * full-height bar); its count is written in words above each column instead.
 */
const BAR_KEYS: Band[] = ['green', 'yellow', 'red'];
/** A band's label: its range of scores, or "No score (--)" in the reader's language. */
const bandLabel = (band: Band) => (band === 'none' ? progressText.noScore : BANDS.find((b) => b.band === band)!.label);

const W = 640;
const H = 260;
// Room on the left for the tick labels and the axis title beside them.
const PAD = { left: 64, right: 16, top: 16, bottom: 40 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;

/** SVG ids for url(#...) references: React's useId may hold characters a url() would need escaped. */
const useSvgId = () => `chart${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

/** visx draws tick labels with Arial 10px and #222 as attributes; the chart's CSS classes win over them. */
const axisProps = {
  axisLineClassName: 'chart-axis-line',
  tickLabelProps: { className: 'chart-axis' },
  labelClassName: 'chart-axis chart-axis-title',
  hideTicks: true,
} as const;

/** Hatching that tells the bands apart without colour: none for 80-100, lines for 51-79, a cross for 0-50. */
function Hatches({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={`${id}-yellow`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="8" className="chart-hatch" />
      </pattern>
      <pattern id={`${id}-red`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="8" className="chart-hatch" />
        <line x1="0" y1="0" x2="8" y2="0" className="chart-hatch" />
      </pattern>
    </defs>
  );
}

/** A band's area: its colour, then its hatching on top. */
function BandFill({ id, band, x, y, width, height }: { id: string; band: Band; x: number; y: number; width: number; height: number }) {
  return (
    <>
      <rect x={x} y={y} width={width} height={height} className={`chart-band chart-${band}`} />
      {band === 'yellow' || band === 'red' ? (
        <rect x={x} y={y} width={width} height={height} fill={`url(#${id}-${band})`} className="chart-hatch-fill" />
      ) : null}
    </>
  );
}

type Counts = { label: string } & Record<Band, number>;

/** `scores`: a row per student (or per class, for `unit` classes), a score per quiz column. */
function Distribution({ scores, unit, title }: { scores: (number | null)[][]; unit: 'students' | 'classes'; title: string }) {
  const id = useSvgId();
  const rows = scores;
  const counts: Counts[] = PROGRESS_COLUMNS.map((_, i) => {
    const c: Counts = { label: progressColumn(i), green: 0, yellow: 0, red: 0, none: 0 };
    for (const row of rows) {
      const score = row[i] ?? null;
      if (score === null) c.none++;
      else c[colourBand(score)]++;
    }
    return c;
  });
  const total = Math.max(1, rows.length);
  const xScale = scaleBand<string>({ domain: counts.map((c) => c.label), range: [0, plotW], padding: 0.4 });
  const yScale = scaleLinear<number>({ domain: [0, total], range: [plotH, 0] });
  const ticks = [...new Set([0, Math.round(total / 2), total])];
  const summary = counts.map((c) => progressText.columnSummary(c.label, c.green, c.yellow, c.red, c.none)).join('; ');

  return (
    <figure className="progress-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="chart-svg">
        <desc id={`${id}-desc`}>
          {unit === 'classes' ? progressText.classesSummary(rows.length, summary) : progressText.studentsSummary(rows.length, summary)}
        </desc>
        <Hatches id={id} />
        <Group left={PAD.left} top={PAD.top}>
          {ticks.map((t) => (
            <Line key={t} from={{ x: 0, y: yScale(t) }} to={{ x: plotW, y: yScale(t) }} className="chart-grid" />
          ))}
          <BarStack<Counts, Band> data={counts} keys={BAR_KEYS} x={(c) => c.label} xScale={xScale} yScale={yScale} color={() => ''}>
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) => {
                  const n = bar.bar.data[stack.key];
                  if (n === 0) return null;
                  return (
                    <g key={`${stack.key}-${bar.index}`}>
                      <title>{progressText.barTitle(bar.bar.data.label, n, bandLabel(stack.key))}</title>
                      <BandFill id={id} band={stack.key} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
                      {bar.height >= 18 ? (
                        <text x={bar.x + bar.width / 2} y={bar.y + bar.height / 2} dy="0.35em" textAnchor="middle" className="chart-count">
                          {n}
                        </text>
                      ) : null}
                    </g>
                  );
                }),
              )
            }
          </BarStack>
          {counts.map((c) =>
            c.none > 0 ? (
              <text
                key={`none-${c.label}`}
                x={(xScale(c.label) ?? 0) + xScale.bandwidth() / 2}
                y={yScale(c.green + c.yellow + c.red) - 6}
                textAnchor="middle"
                className="chart-count chart-none-count"
                data-no-score={c.none}
              >
                {progressText.noScoreCount(c.none)}
              </text>
            ) : null,
          )}
          <AxisLeft
            scale={yScale}
            tickValues={ticks}
            tickFormat={(t) => String(t)}
            hideAxisLine
            label={unit === 'classes' ? progressText.classesAxis : progressText.studentsAxis}
            {...axisProps}
          />
          <AxisBottom scale={xScale} top={plotH} {...axisProps} />
        </Group>
      </svg>
      <ul className="chart-legend" aria-label={progressText.colours}>
        {BANDS.map((b) => (
          <li key={b.band}>
            {b.band === 'none' ? null : (
              <svg width="16" height="16" aria-hidden="true" focusable="false">
                <BandFill id={id} band={b.band} x={0.5} y={0.5} width={15} height={15} />
              </svg>
            )}
            {b.band === 'none' ? progressText.noScoreLegend : bandLabel(b.band)}
          </li>
        ))}
      </ul>
      <details className="chart-data">
        <summary>{progressText.chartTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{progressText.quiz}</th>
              {BANDS.map((b) => (
                <th scope="col" key={b.band}>
                  {bandLabel(b.band)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.label}>
                <th scope="row">{c.label}</th>
                {BANDS.map((b) => (
                  <td key={b.band}>{c[b.band]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A score's marker: a circle for 80-100, a diamond for 51-79, a triangle for 0-50. */
function Marker({ band, x, y, children }: { band: ColourBand; x: number; y: number; children?: ReactNode }) {
  const className = `chart-point chart-${band}`;
  if (band === 'green') {
    return (
      <circle cx={x} cy={y} r={5.5} className={className}>
        {children}
      </circle>
    );
  }
  const points =
    band === 'yellow'
      ? [
          [x, y - 7],
          [x + 7, y],
          [x, y + 7],
          [x - 7, y],
        ]
      : [
          [x, y - 7],
          [x + 7, y + 5.5],
          [x - 7, y + 5.5],
        ];
  return (
    <polygon points={points.map((p) => p.join(',')).join(' ')} className={className}>
      {children}
    </polygon>
  );
}

type Point = { at: number; score: number; lesson: string; lessonLang: string | undefined; quiz: string; dateText: string };
/** Room for one date under the timeline's axis (SVG units). */
const MIN_DATE_GAP = 84;

function Timeline({ rows, title }: { rows: ProgressRow[]; title: string }) {
  const id = useSvgId();
  const points: Point[] = rows
    .flatMap((row) =>
      row.cells
        .filter((c) => c.score !== null && c.date)
        .map((c) => ({
          at: Date.parse(c.date!),
          score: c.score!,
          lesson: lessonName({ id: row.lessonID, name: row.lessonName }),
          lessonLang: contentLang(lessonName({ id: row.lessonID, name: row.lessonName }), row.lessonName),
          quiz: progressColumn(c.column - 1),
          dateText: resultDay(c.dateText, c.date),
        })),
    )
    .sort((a, b) => a.at - b.at);
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  // Each score has its own place on the axis, in time order (issue 15): two scores of one day are
  // two points, never one on top of the other. A day's date sits under its first score, and a
  // dashed line parts the days; dates that would crowd the one before are left out.
  const xScale = scaleLinear<number>({ domain: [-0.5, points.length - 0.5], range: [0, plotW] });
  const yScale = scaleLinear<number>({ domain: [0, 100], range: [plotH, 0] });
  const dayStarts = points.flatMap((p, i) => (i === 0 || points[i - 1]!.dateText !== p.dateText ? [i] : []));
  const dateTicks: number[] = [];
  for (const i of dayStarts) if (dateTicks.length === 0 || xScale(i) - xScale(dateTicks.at(-1)!) >= MIN_DATE_GAP) dateTicks.push(i);
  const average = Math.round(points.reduce((s, p) => s + p.score, 0) / points.length);

  return (
    <figure className="progress-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="chart-svg">
        <desc id={`${id}-desc`}>
          {progressText.timelineSummary(points.length, first.dateText, last.dateText, average, first.score, last.score)}
        </desc>
        <Group left={PAD.left} top={PAD.top}>
          {[0, 50, 80, 100].map((t) => (
            <Line
              key={t}
              from={{ x: 0, y: yScale(t) }}
              to={{ x: plotW, y: yScale(t) }}
              className={t === 50 || t === 80 ? 'chart-grid chart-threshold' : 'chart-grid'}
            />
          ))}
          {dayStarts.slice(1).map((i) => (
            <Line
              key={`day-${i}`}
              from={{ x: xScale(i - 0.5), y: 0 }}
              to={{ x: xScale(i - 0.5), y: plotH }}
              className="chart-grid chart-day"
            />
          ))}
          <LinePath data={points} x={(_, i) => xScale(i)} y={(p) => yScale(p.score)} className="chart-line" />
          {points.map((p, i) => (
            <Marker key={i} band={colourBand(p.score)} x={xScale(i)} y={yScale(p.score)}>
              <title>{progressText.pointTitle(p.lesson, p.quiz, p.score, p.dateText)}</title>
            </Marker>
          ))}
          <AxisLeft
            scale={yScale}
            tickValues={[0, 50, 80, 100]}
            tickFormat={(t) => `${t}%`}
            hideAxisLine
            label={progressText.scoreAxis}
            {...axisProps}
          />
          <AxisBottom
            scale={xScale}
            top={plotH}
            tickValues={dateTicks}
            tickFormat={(_, i) => points[dateTicks[i]!]!.dateText}
            {...axisProps}
            tickLabelProps={() => ({ className: 'chart-axis', textAnchor: 'middle' })}
          />
        </Group>
      </svg>
      <ul className="chart-legend" aria-label={progressText.markers}>
        {BANDS.filter((b): b is { band: ColourBand; label: string } => b.band !== 'none').map((b) => (
          <li key={b.band}>
            <svg width="16" height="16" aria-hidden="true" focusable="false">
              <Marker band={b.band} x={8} y={8.5} />
            </svg>
            {b.label}
          </li>
        ))}
        <li>
          <svg width="22" height="16" aria-hidden="true" focusable="false">
            <line x1="1" x2="21" y1="8" y2="8" className="chart-grid chart-threshold" />
          </svg>
          {progressText.thresholdLines}
        </li>
      </ul>
      <details className="chart-data">
        <summary>{progressText.chartTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{progressText.date}</th>
              <th scope="col">{progressText.lesson}</th>
              <th scope="col">{progressText.quiz}</th>
              <th scope="col">{progressText.score}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <td>{p.dateText}</td>
                <td lang={p.lessonLang}>{p.lesson}</td>
                <td>{p.quiz}</td>
                <td>{p.score}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
