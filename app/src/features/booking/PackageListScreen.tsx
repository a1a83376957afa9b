/**
 * The package lists `/PersonIndex`, `/StaffIndex` and `/VehicleIndexs` (docs/product/booking-journey.md §2 "Package lists"):
 * sex tabs (one 驾驶证 tab for vehicles), a name search, cards with the discount, the married-package confirmation,
 * and on the personal list the offer of the health questionnaire and the way into the personalised questionnaire.
 */
import {
  alert,
  carIcon,
  Cell,
  CellGroup,
  confirm,
  Empty,
  femaleIcon,
  guideIcon,
  Icon,
  maleIcon,
  NavBar,
  orderIcon,
  PackageCard,
  SearchBar,
  Tabs,
} from '@checkup/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { useRequest } from '../../shared/useRequest';
import { packageMessages } from '../../messages';
import { failureText } from '../../shared/failureMessages';
import { useApi, useSession } from '../../services/AppServices';
import { useBookingDraft } from '../../session/useBookingDraft';
import { loadPackageTabs, type PackageTab } from './loadPackages';
import {
  needsMarriedConfirmation,
  searchPackages,
  toStoredPackage,
  type ListedPackage,
  type ListKind,
} from './packageLists';
import { LoadFailed } from '../../shared/LoadFailed';

const titles = {
  person: packageMessages.titlePerson,
  staff: packageMessages.titleStaff,
  vehicle: packageMessages.titleVehicle,
};
const tabLabels = { '1': packageMessages.tabMale, '2': packageMessages.tabFemale, '3': packageMessages.tabVehicle };
const icons = { '1': maleIcon, '2': femaleIcon, '3': carIcon } as const;

/**
 * Asks once per booking whether to build a package from the questionnaire (personal list only). Asked in the layout
 * phase, so the question is painted together with the list's first frame instead of popping up over it a frame later.
 */
function useQuestionnaireOffer(enabled: boolean) {
  const session = useSession();
  const navigate = useNavigate();
  // StrictMode runs effects twice: one question is enough.
  const asked = useRef(false);
  useLayoutEffect(() => {
    if (!enabled || asked.current || session.questionnaire.get() !== undefined) return;
    asked.current = true;
    void confirm({
      title: packageMessages.questionnaireTitle,
      content: packageMessages.questionnaireOffer,
      confirmText: packageMessages.questionnaireGo,
      cancelText: packageMessages.questionnaireNo,
    }).then((go) => {
      session.questionnaire.set(go ? 'started' : 'declined');
      if (go) void navigate('/questionIndex');
    });
  }, [enabled, session, navigate]);
}

export function PackageListScreen({ kind }: { kind: ListKind }) {
  const api = useApi();
  const session = useSession();
  const draft = useBookingDraft();
  const navigate = useNavigate();
  const user = session.user.get();
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState<string>(kind === 'vehicle' ? '3' : (user?.sex ?? '1'));
  useQuestionnaireOffer(kind === 'person');

  // A failed load says why (the server's message, else 系统繁忙！请稍后再试) and leaves a retry in the list's place.
  const [attempt, setAttempt] = useState(0);
  const tabs = useRequest(
    `${kind}#${attempt}`,
    (signal) => loadPackageTabs(api, kind, signal),
    (error) => void alert({ content: failureText(error) }),
  );

  const choose = async (pkg: ListedPackage, sex: PackageTab['sex']) => {
    const asked = needsMarriedConfirmation(pkg.marrStatus, user);
    if (asked) {
      const confirmed = await confirm({
        content: packageMessages.marriedPackage,
        confirmText: packageMessages.marriedContinue,
        cancelText: packageMessages.marriedBack,
      });
      if (!confirmed) return;
    }
    draft.choosePackage({ ...toStoredPackage(pkg, sex, kind), ...(asked && { marriedConfirmed: true }) });
    void navigate('/PersonDetails');
  };

  const list = ({ sex, packages }: PackageTab) => {
    const shown = searchPackages(packages, keyword);
    if (shown.length === 0) return <Empty description={packageMessages.empty} icon={orderIcon} />;
    // Inset and spaced like every other screen's cards (the kit's PackageCard has its own radius and shadow).
    return (
      <div className={screenBody}>
        {shown.map((pkg) => (
          <PackageCard
            key={pkg.code}
            name={pkg.name}
            note={pkg.note}
            price={pkg.discounted ? pkg.discountPrice : pkg.price}
            originalPrice={pkg.discounted ? pkg.price : undefined}
            media={<Icon icon={icons[sex]} size="lg" />}
            onSelect={() => void choose(pkg, sex)}
          />
        ))}
      </div>
    );
  };

  return (
    <main>
      <NavBar title={titles[kind]} onBack={() => void navigate('/')} />
      <SearchBar value={keyword} onChange={setKeyword} placeholder={packageMessages.searchPlaceholder} />
      {kind === 'person' && (
        <CellGroup>
          <Cell
            icon={<Icon icon={guideIcon} />}
            title={packageMessages.personalisedEntry}
            label={packageMessages.personalisedEntryLabel}
            onClick={() => void navigate('/Questionnaire')}
          />
        </CellGroup>
      )}
      {tabs.status === 'ok' && (
        <Tabs
          label={packageMessages.tabsLabel}
          value={tab}
          onValueChange={setTab}
          items={tabs.data.map((entry) => ({ value: entry.sex, label: tabLabels[entry.sex], content: list(entry) }))}
        />
      )}
      {tabs.status === 'failed' && (
        <LoadFailed description={failureText(tabs.error)} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </main>
  );
}
