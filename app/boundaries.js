// @ts-check
/**
 * The app's feature folders and what each lets the others import (docs/architecture.md "Where to add a screen"),
 * as zones of ESLint's `import-x/no-restricted-paths` (eslint.config.js). Paths are relative to the repository root.
 */
const FEATURES = 'app/src/features';

/** A feature's modules that other features may import; everything else in its folder is its own. */
const publicModules = {
  access: [],
  ai: ['AiAnswer.tsx', 'prompts.ts', 'useAiStream.ts', 'testing'],
  booking: [
    'AppointmentChooser.tsx',
    'bookingRange.ts',
    'calendarDays.ts',
    'packageLists.ts',
    'useAppointmentPicker.ts',
  ],
  extras: ['extrasRules.ts', 'itemSex.ts', 'linkedItems.ts', 'testing'],
  group: [],
  home: [],
  orders: ['AddToCalendar.tsx', 'VisitDateTime.tsx', 'orderRules.ts', 'payThroughDialog.tsx', 'useOrderList.ts'],
  payments: [],
  questionnaire: [],
  reports: ['reportLogin.ts', 'reportView.ts', 'testing'],
};

const features = Object.keys(publicModules);

/** Public modules of every feature but `own`, as `except` paths of a zone whose `from` is the features folder. */
function othersPublic(own) {
  return features.filter((f) => f !== own).flatMap((f) => publicModules[f].map((m) => `./${f}/${m}`));
}

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]} */
export const appBoundaryZones = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`, ...othersPublic(feature)],
    message: `Another feature's internals: import its public modules (app/boundaries.js) or move the code to app/src/shared.`,
  })),
  {
    target: ['app/src/shared', 'app/src/messages', 'app/src/platform', 'app/src/services', 'app/src/session'],
    from: FEATURES,
    message: 'shared/ and the app infrastructure serve every feature and import none.',
  },
];
