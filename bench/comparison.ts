/**
 * The side-by-side run: builds the booking screen with @checkup/ui and with antd-mobile (bench/pages), measures both
 * pages' JS/CSS bytes and (unless skipped) their interaction figures, and the Checkup ÷ antd-mobile ratios.
 */
import { measure, type JsCss } from './bundle';
import { launchChromium, measureInteraction, cpuSlowdown, samples, type InteractionFigures } from './interaction';
import { entryKey, readManifest, staticClosure } from './manifest';
import { baselinePage, benchPages, buildPages, pageOutDir, type BenchPage } from './pages/pageBuild';
import { round } from './stats';
import { serveStatic } from './staticServer';

export interface ComparedPage {
  page: BenchPage;
  library: string;
  /** Everything the page's HTML loads: its entry chunk, static imports and their CSS. */
  bytes: JsCss;
  interaction?: InteractionFigures;
}

/** Checkup ÷ antd-mobile: below 1 means Checkup is smaller or faster. */
export interface ComparisonRatios {
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
}

export interface ComparisonReport {
  cpuSlowdown: number;
  samples: number;
  /** Bytes of React and ReactDOM rendering one element, built like the pages. */
  reactBaseline: JsCss;
  pages: ComparedPage[];
  ratios: ComparisonRatios;
}

const libraries: Record<BenchPage, string> = { checkup: '@checkup/ui', antd: 'antd-mobile 5.43.0' };

function pageBytes(page: BenchPage | typeof baselinePage): JsCss {
  const dist = pageOutDir(page);
  const manifest = readManifest(dist);
  return measure(dist, staticClosure(manifest, entryKey(manifest)));
}

const total = (bytes: JsCss, kind: 'gzip' | 'brotli') => bytes.js[kind] + bytes.css[kind];

/** JS+CSS of a page beyond the React runtime alone. */
export const beyondReact = (bytes: JsCss, reactBaseline: JsCss, kind: 'gzip' | 'brotli') => total(bytes, kind) - total(reactBaseline, kind);

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
  }
  return result;
}

async function interactionOf(page: BenchPage): Promise<InteractionFigures> {
  const server = await serveStatic(pageOutDir(page));
  const browser = await launchChromium();
  try {
    return await measureInteraction(browser, `${server.origin}/index.html`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function measureComparison(options: { interaction: boolean }): Promise<ComparisonReport> {
  console.log('building the benchmark pages (@checkup/ui, antd-mobile)…');
  await buildPages();
  const pages: ComparedPage[] = [];
  for (const page of benchPages) {
    const compared: ComparedPage = { page, library: libraries[page], bytes: pageBytes(page) };
    if (options.interaction) {
      console.log(`interaction in Chromium (CPU ÷${cpuSlowdown}, ${samples} samples): ${page}…`);
      compared.interaction = await interactionOf(page);
    }
    pages.push(compared);
  }
  const [checkup, antd] = pages;
  if (!checkup || !antd) throw new Error('both benchmark pages are needed');
  const reactBaseline = pageBytes(baselinePage);
  return { cpuSlowdown, samples, reactBaseline, pages, ratios: ratios(checkup, antd, reactBaseline) };
}
