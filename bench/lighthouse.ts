/**
 * Lighthouse (mobile preset, simulated throttling) on the system Chromium: medians of several runs per page of
 * performance, accessibility, LCP, TBT and CLS, for each way the pages are served (runs interleaved); and the same for
 * the floor page (bench/pages, React 19 rendering a heading and a paragraph), served as the app is, over HTTP/2.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumFlags, chromiumPath } from './chromium';
import { buildPages, pageOutDir, paintFloorPage } from './pages/pageBuild';
import { serveLikeTheApp } from './staticServer';
import { behindTlsFront } from './tlsFront';
import { median } from './stats';

const run = promisify(execFile);

/** Fetched by npx so it is no dependency of any workspace (13.x needs Node ≥ 22.19; the project runs on 24). */
export const lighthousePackage = 'lighthouse@13.5.0';

const chromeFlags = ['--headless=new', ...chromiumFlags];

interface LighthouseFigures {
  /** Category scores 0–100. */
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
}

export interface LighthousePage {
  /** Address relative to the server origin, e.g. `/#/PersonIndex`. */
  page: string;
  /** Where the page ended up (a login-required route redirects to sign-in when nobody is signed in). */
  finalUrl: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

type NumericAudit = 'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift';

interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<NumericAudit, { numericValue?: number }>;
}

function figuresOf(result: LighthouseResult): LighthouseFigures {
  const score = (category: 'performance' | 'accessibility') => {
    const value = result.categories[category].score;
    if (value === null) throw new Error(`Lighthouse gave no ${category} score`);
    return Math.round(value * 100);
  };
  const numeric = (audit: NumericAudit) => {
    const value = result.audits[audit].numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${audit} value`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(4)),
  };
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART) and asks to be run again. */
const attemptsPerRun = 3;

/** Where Lighthouse loads the pages from: an origin, and the Chromium flags it needs (the HTTPS front's certificate). */
export interface Serving {
  origin: string;
  chromeFlags?: readonly string[];
}

async function lighthouseOnce(url: string, serving: Serving, outputPath: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseAttempt(url, serving, outputPath);
    } catch (error) {
      if (attempt >= attemptsPerRun) throw error;
      console.warn(`Lighthouse attempt ${attempt} on ${url} failed, running it again:`, String(error).split('\n')[1]);
    }
  }
}

async function lighthouseAttempt(url: string, serving: Serving, outputPath: string): Promise<LighthouseResult> {
  await run(
    'npx',
    [
      '--yes',
      lighthousePackage,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${[...chromeFlags, ...(serving.chromeFlags ?? [])].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 },
  );
  const result = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`);
  return result;
}

function pageFigures(page: string, finalUrl: string, figures: LighthouseFigures[]): LighthousePage {
  const of = (figure: keyof LighthouseFigures) => median(figures.map((run) => run[figure]));
  return {
    page,
    finalUrl,
    runs: figures,
    median: {
      performance: of('performance'),
      accessibility: of('accessibility'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
    },
  };
}

/**
 * Runs Lighthouse `runs` times on each page from each serving (one run at a time: the machine has 2 cores; the
 * servings alternate run by run, their order flipping each round, so a slow spell of the host hits both alike) and
 * takes medians. The result holds one list of pages per serving, in the order given.
 */
export async function measureLighthouse(
  servings: readonly Serving[],
  pages: readonly string[],
  runs: number,
): Promise<LighthousePage[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'checkup-lighthouse-'));
  try {
    const results: LighthousePage[][] = servings.map(() => []);
    for (const [pageIndex, page] of pages.entries()) {
      const figures: LighthouseFigures[][] = servings.map(() => []);
      const finalUrls: string[] = servings.map(() => '');
      for (let round = 0; round < runs; round += 1) {
        const order = [...servings.keys()];
        if (round % 2 === 1) order.reverse();
        for (const index of order) {
          const serving = servings[index]!;
          const result = await lighthouseOnce(
            `${serving.origin}${page}`,
            serving,
            join(dir, `run-${pageIndex}-${round}-${index}.json`),
          );
          finalUrls[index] = result.finalDisplayedUrl.replace(serving.origin, '');
          figures[index]!.push(figuresOf(result));
        }
      }
      servings.forEach((_, index) => results[index]!.push(pageFigures(page, finalUrls[index]!, figures[index]!)));
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's floor: the floor page built, served by the reference server's own static site code (same compression,
 * cache and security headers as the app) behind the same HTTPS front, and measured like the app's pages, `runs` times.
 */
export async function measureLighthouseFloor(runs: number): Promise<LighthousePage> {
  await buildPages([paintFloorPage]);
  const server = await serveLikeTheApp(pageOutDir(paintFloorPage));
  try {
    const [floor] = (await behindTlsFront(server.origin, (front) => measureLighthouse([front], ['/'], runs)))[0] ?? [];
    if (!floor) throw new Error('Lighthouse measured no floor page');
    return floor;
  } finally {
    await server.stop();
  }
}
