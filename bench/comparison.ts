/**
 * The side-by-side run: builds the booking screen with @checkup/ui and with antd-mobile (bench/pages), measures both
 * pages' JS/CSS bytes and (unless skipped) their interaction figures, interleaved in blocks in one browser (see
 * interaction.ts) with the floor pages' (the same taps and keystrokes with React alone and without React), and the
 * Checkup ÷ antd-mobile ratios.
 */
import { measure, type JsCss } from './bundle';
import {
  blocks,
  cpuSlowdown,
  floorHarness,
  floorLatencies,
  interactionFigures,
  latencies,
  latencyFigures,
  launchChromium,
  measureBlock,
  measureCountdownAt,
  samples,
  samplesPerBlock,
  screenHarness,
  warmUpPerBlock,
  type BlockSamples,
  type FloorLatency,
  type InteractionFigures,
  type Latency,
  type LatencyFigures,
} from './interaction';
import { entryKey, readManifest, staticClosure } from './manifest';
import {
  baselinePage,
  benchPages,
  buildPages,
  floorPages,
  pageOutDir,
  type BenchPage,
  type FloorPage,
} from './pages/pageBuild';
import { median, round } from './stats';
import { serveStatic } from './staticServer';

interface ComparedPage {
  page: BenchPage;
  library: string;
  /** Everything the page's HTML loads: its entry chunk, static imports and their CSS. */
  bytes: JsCss;
  interaction?: InteractionFigures;
}

/** A floor page, measured in the same interleaved run as the booking screens (absent with `--no-interaction`). */
interface ComparedFloor {
  page: FloorPage;
  /** What the page is built with. */
  label: string;
  interaction: LatencyFigures<FloorLatency>;
}

/** Checkup ÷ antd-mobile: below 1 means Checkup is smaller or faster. */
interface ComparisonRatios {
  totalGzip: number;
  totalBrotli: number;
  jsGzip: number;
  cssGzip: number;
  /** JS+CSS beyond React and ReactDOM alone (the `baseline` page): the two libraries and the screen's code. The budgeted ratio. */
  beyondReactGzip: number;
  beyondReactBrotli: number;
  calendarFirstRender?: number;
  monthSwitch?: number;
  searchKeystroke?: number;
  /**
   * Lowest and highest of the same ratio taken round by round (each round measures one block of both pages, back to
   * back): how far the ratio above moves with the host's load during the run.
   */
  perRound?: Record<Latency, { min: number; max: number }>;
}

export interface ComparisonReport {
  cpuSlowdown: number;
  /** Measured samples of each latency per page: `blocks` × `samplesPerBlock`, after `warmUpPerBlock` warm-up ones per block. */
  samples: number;
  blocks?: number;
  samplesPerBlock?: number;
  warmUpPerBlock?: number;
  /** Bytes of React and ReactDOM rendering one element, built like the pages. */
  reactBaseline: JsCss;
  pages: ComparedPage[];
  /** The harness's floors: the month switch's tap and the search's keystroke on pages with one text each. */
  floors?: ComparedFloor[];
  ratios: ComparisonRatios;
}

const libraries: Record<BenchPage, string> = { checkup: '@checkup/ui', antd: 'antd-mobile 5.43.0' };
const floorLabels: Record<FloorPage, string> = { reactFloor: 'bare React 19', domFloor: 'plain DOM, no React' };

function pageBytes(page: BenchPage | typeof baselinePage): JsCss {
  const dist = pageOutDir(page);
  const manifest = readManifest(dist);
  return measure(dist, staticClosure(manifest, entryKey(manifest)));
}

const total = (bytes: JsCss, kind: 'gzip' | 'brotli') => bytes.js[kind] + bytes.css[kind];

/** JS+CSS of a page beyond the React runtime alone. */
export const beyondReact = (bytes: JsCss, reactBaseline: JsCss, kind: 'gzip' | 'brotli') =>
  total(bytes, kind) - total(reactBaseline, kind);

function ratios(checkup: ComparedPage, antd: ComparedPage, reactBaseline: JsCss): ComparisonRatios {
  const added = (p: ComparedPage, kind: 'gzip' | 'brotli') => beyondReact(p.bytes, reactBaseline, kind);
  const result: ComparisonRatios = {
    totalGzip: round(total(checkup.bytes, 'gzip') / total(antd.bytes, 'gzip')),
    totalBrotli: round(total(checkup.bytes, 'brotli') / total(antd.bytes, 'brotli')),
    jsGzip: round(checkup.bytes.js.gzip / antd.bytes.js.gzip),
    cssGzip: round(checkup.bytes.css.gzip / antd.bytes.css.gzip),
    beyondReactGzip: round(added(checkup, 'gzip') / added(antd, 'gzip')),
    beyondReactBrotli: round(added(checkup, 'brotli') / added(antd, 'brotli')),
  };
  const ours = checkup.interaction;
  const theirs = antd.interaction;
  if (ours && theirs) {
    result.calendarFirstRender = round(ours.calendarFirstRenderMs / theirs.calendarFirstRenderMs);
    result.monthSwitch = round(ours.monthSwitchMs / theirs.monthSwitchMs);
    result.searchKeystroke = round(ours.searchKeystrokeMs / theirs.searchKeystrokeMs);
    result.perRound = Object.fromEntries(
      latencies.map((latency) => {
        const perRound = ours.blockMedians[latency].map(
          (value, block) => value / (theirs.blockMedians[latency][block] ?? NaN),
        );
        return [latency, { min: round(Math.min(...perRound)), max: round(Math.max(...perRound)) }];
      }),
    ) as Record<Latency, { min: number; max: number }>;
  }
  return result;
}

interface InterleavedFigures {
  screens: Record<BenchPage, InteractionFigures>;
  floors: Record<FloorPage, LatencyFigures<FloorLatency>>;
}

type MeasuredPage = BenchPage | FloorPage;
const measuredPages: readonly MeasuredPage[] = [...benchPages, ...floorPages];
const isScreen = (page: MeasuredPage): page is BenchPage => (benchPages as readonly MeasuredPage[]).includes(page);

/**
 * Every page's interaction figures from one interleaved run: one browser, one unmeasured warm-up block of each page,
 * then `blocks` rounds, each one block of every page (both screens, then the floors), the order alternating (checkup,
 * antd, reactFloor, domFloor / domFloor, reactFloor, antd, checkup / …) so that no page is always the one measured
 * first or right after another; then each screen's countdown accuracy (not a latency: its scenarios wait on timers,
 * and it keeps its own fresh context).
 */
async function interleavedInteraction(): Promise<InterleavedFigures> {
  const servers = await Promise.all(measuredPages.map((page) => serveStatic(pageOutDir(page))));
  const url = (page: MeasuredPage) => `${servers[measuredPages.indexOf(page)]!.origin}/index.html`;
  const screenBlocks = Object.fromEntries(benchPages.map((page) => [page, [] as BlockSamples[]])) as Record<
    BenchPage,
    BlockSamples[]
  >;
  const floorBlocks = Object.fromEntries(
    floorPages.map((page) => [page, [] as BlockSamples<FloorLatency>[]]),
  ) as Record<FloorPage, BlockSamples<FloorLatency>[]>;
  const browser = await launchChromium();
  /** One block of `page`, kept unless it is the warm-up. */
  const measure = async (page: MeasuredPage, block: number | 'warm-up'): Promise<BlockSamples<string>> => {
    if (isScreen(page)) {
      const samplesOfBlock = await measureBlock(browser, url(page), screenHarness, block);
      if (block !== 'warm-up') screenBlocks[page].push(samplesOfBlock);
      return samplesOfBlock;
    }
    const samplesOfBlock = await measureBlock(browser, url(page), floorHarness, block);
    if (block !== 'warm-up') floorBlocks[page].push(samplesOfBlock);
    return samplesOfBlock;
  };
  try {
    for (const page of measuredPages) await measure(page, 'warm-up');
    for (let block = 0; block < blocks; block += 1) {
      const order = block % 2 === 0 ? measuredPages : [...measuredPages].reverse();
      for (const page of order) {
        const started = performance.now();
        const samplesOfBlock = await measure(page, block);
        const medians = Object.values(samplesOfBlock.measured)
          .map((times) => `${round(median(times), 1)}`)
          .join(' / ');
        const took = `${Math.round((performance.now() - started) / 1000)} s`;
        console.log(
          `  block ${block + 1}/${blocks} ${page}: ${medians} ms (CPU effectively ÷${round(samplesOfBlock.effectiveSlowdown, 1)}; block took ${took})`,
        );
      }
    }
    const screens: Partial<Record<BenchPage, InteractionFigures>> = {};
    for (const page of benchPages)
      screens[page] = interactionFigures(screenBlocks[page], await measureCountdownAt(browser, url(page)));
    const floors = Object.fromEntries(
      floorPages.map((page) => [page, latencyFigures(floorBlocks[page], floorLatencies)]),
    );
    return {
      screens: screens as Record<BenchPage, InteractionFigures>,
      floors: floors as Record<FloorPage, LatencyFigures<FloorLatency>>,
    };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

export async function measureComparison(options: { interaction: boolean }): Promise<ComparisonReport> {
  console.log(`building the benchmark pages (@checkup/ui, antd-mobile${options.interaction ? ', the floors' : ''})…`);
  await buildPages([...benchPages, baselinePage, ...(options.interaction ? floorPages : [])]);
  if (options.interaction) {
    console.log(
      `interaction in Chromium (CPU ÷${cpuSlowdown}), pages and floors interleaved: a warm-up block each, then ${blocks} rounds × (${warmUpPerBlock} warm-up + ${samplesPerBlock} measured samples per page)…`,
    );
  }
  const interaction = options.interaction ? await interleavedInteraction() : undefined;
  const pages: ComparedPage[] = benchPages.map((page) => ({
    page,
    library: libraries[page],
    bytes: pageBytes(page),
    ...(interaction ? { interaction: interaction.screens[page] } : {}),
  }));
  const [checkup, antd] = pages;
  if (!checkup || !antd) throw new Error('both benchmark pages are needed');
  const reactBaseline = pageBytes(baselinePage);
  return {
    cpuSlowdown,
    samples,
    ...(interaction ? { blocks, samplesPerBlock, warmUpPerBlock } : {}),
    reactBaseline,
    pages,
    ...(interaction
      ? {
          floors: floorPages.map((page) => ({ page, label: floorLabels[page], interaction: interaction.floors[page] })),
        }
      : {}),
    ratios: ratios(checkup, antd, reactBaseline),
  };
}
