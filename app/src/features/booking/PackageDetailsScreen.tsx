/**
 * `/PersonDetails`: the chosen package (icon by sex, price), its introduction and the check-up notice in tabs, the
 * collapsible item list with count and price, and the next step (docs/product/booking-journey.md §2, §8).
 */
import { Button, carIcon, confirm, femaleIcon, Icon, maleIcon, NavBar, PackageCard, Tabs } from '@checkup/ui';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { PackageItemList } from '../../shared/PackageItemList';
import { alertPackageItemsFailure, usePackageItems } from '../../shared/usePackageItems';
import { packageMessages } from '../../messages';
import { useConfig } from '../../services/AppServices';
import { useBookingDraft } from '../../session/useBookingDraft';
import { nextAfterDetails } from './nextStep';
import { useBack } from '../../routing/useBack';

/** The notice tab's content, with its HTML sanitiser, loads when the tab is first opened (not with the details). */
const NoticeContent = lazy(() => import('./NoticeContent').then((module) => ({ default: module.NoticeContent })));

const icons = { '1': maleIcon, '2': femaleIcon, '3': carIcon } as const;

function PackageDetailsScreen() {
  const config = useConfig();
  const navigate = useNavigate();
  const back = useBack();
  const draft = useBookingDraft();
  const pkg = draft.package;
  const items = usePackageItems(pkg?.clus_Code, alertPackageItemsFailure);

  if (!pkg) return <Navigate to="/" replace />;
  const discounted = pkg.jd_flag === 'T';
  const payable = discounted ? pkg.jd_price : pkg.price;

  const next = async () => {
    if (nextAfterDetails(pkg.PersonalSpan, config.addItemsEnabled) === 'ask') {
      const add = await confirm({
        content: packageMessages.addItemsPrompt,
        confirmText: packageMessages.addItemsYes,
        cancelText: packageMessages.addItemsNo,
      });
      if (add) {
        void navigate('/addClusItem');
        return;
      }
    }
    // Declined (or not offered): extras chosen earlier must not reach the order.
    draft.remove('chosenItems');
    void navigate('/PersonBookSum');
  };

  const itemList = items.status === 'ok' && (
    <PackageItemList title={packageMessages.itemsTitle} items={items.data} price={payable} headingLevel={2} />
  );

  return (
    <main>
      <NavBar title={packageMessages.detailsTitle} onBack={back} />
      <div className={screenBody}>
        <PackageCard
          name={pkg.clus_Name}
          price={payable}
          originalPrice={discounted ? pkg.price : undefined}
          media={<Icon icon={icons[pkg.sex]} size="lg" />}
          headingLevel={2}
        />
        <Tabs
          label={packageMessages.detailsTabsLabel}
          items={[
            {
              value: 'intro',
              label: packageMessages.introTab,
              content: (
                <>
                  <p>{pkg.clus_Note}</p>
                  {itemList}
                </>
              ),
            },
            {
              value: 'notice',
              label: packageMessages.noticeTab,
              content: (
                <Suspense fallback={null}>
                  <NoticeContent />
                </Suspense>
              ),
            },
          ]}
        />
        <div className={actionRow}>
          <Button variant="primary" block onClick={() => void next()}>
            {packageMessages.nextStep}
          </Button>
        </div>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PackageDetailsScreen as Component };
