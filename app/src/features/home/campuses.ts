/**
 * Campuses shown on home (docs/product/booking-journey.md §2, §3 "Campus"). No API call serves them, so they are deployment data:
 * `campuses.json` next to the app, read at runtime like `config.json` (editable without a rebuild).
 */

/** A campus with the carousel images of its home page. */
export interface Campus {
  hospitalCode: string;
  hospitalName: string;
  hospitalAddress: string;
  hospitalTel: string;
  bgUrl: string;
  images: string[];
}

/** The campus banners are 750 × 360 (the carousel crops other sizes to this box). */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 360;

/** The default campus (docs/product/booking-journey.md §2: the first one, code 03). */
export const DEFAULT_CAMPUS_CODE = '03';

function isCampus(value: unknown): value is Campus {
  if (typeof value !== 'object' || value === null) return false;
  const campus = value as Record<string, unknown>;
  return (
    ['hospitalCode', 'hospitalName', 'hospitalAddress', 'hospitalTel', 'bgUrl'].every(
      (key) => typeof campus[key] === 'string',
    ) &&
    Array.isArray(campus.images) &&
    campus.images.every((image) => typeof image === 'string')
  );
}

/** Reads the campus list; rejects when it cannot be fetched or is not a list of campuses. */
export async function loadCampuses(fetchImpl: typeof fetch = fetch, url = './campuses.json'): Promise<Campus[]> {
  const response = await fetchImpl(url, { method: 'GET', cache: 'no-cache' });
  if (!response.ok) throw new Error(`campuses: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isCampus)) throw new Error('campuses: not a list of campuses');
  return body;
}

/** The campus with `code`, else the default one, else the first. */
export function pickCampus(campuses: readonly Campus[], code: string | undefined): Campus | undefined {
  return (
    campuses.find((campus) => campus.hospitalCode === code) ??
    campuses.find((campus) => campus.hospitalCode === DEFAULT_CAMPUS_CODE) ??
    campuses[0]
  );
}

let prefetched: Promise<Campus[]> | undefined;
/** The prefetched answer once it has arrived (while nobody has taken it yet). */
let arrived: Campus[] | undefined;

/**
 * Starts reading the campus list now (at start-up, in parallel with the runtime configuration and home's code) so home
 * does not wait for it after its own code has loaded. The next {@link takeCampuses} uses this answer.
 */
export function prefetchCampuses(fetchImpl: typeof fetch = fetch): void {
  if (prefetched) return;
  const pending = loadCampuses(fetchImpl);
  prefetched = pending;
  pending.then(
    (list) => {
      if (prefetched === pending) arrived = list;
    },
    // Handled by whoever takes it; without this, a failure nobody took yet would be reported as unhandled.
    () => undefined,
  );
}

/**
 * The prefetched list if it has already arrived (without taking it): home's first render shows the campus at once
 * instead of a blank banner box for one frame, so the banner of index.html's frame is replaced by the same banner.
 */
export function arrivedCampuses(): Campus[] | undefined {
  return arrived;
}

/** The prefetched campus list (once), else a fresh read. */
export function takeCampuses(fetchImpl: typeof fetch = fetch): Promise<Campus[]> {
  const pending = prefetched;
  prefetched = undefined;
  arrived = undefined;
  return pending ?? loadCampuses(fetchImpl);
}
