/**
 * Home `/` (docs/product/booking-journey.md §2 "Home"): the campus carousel and switcher, the personal and group check-up cards,
 * and the personal-centre tiles. Opening home forgets the booking in progress.
 */
import {
  Button,
  calendarIcon,
  Card,
  Carousel,
  Cell,
  CellGroup,
  guideIcon,
  Icon,
  locationIcon,
  NavBar,
  noticeIcon,
  orderIcon,
  reportIcon,
  toast,
} from '@checkup/ui';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { homeMessages } from '../../messages';
import { useSession } from '../../services/AppServices';
import { onBootTap, takeBootTap, type BootTap } from '../../services/bootTap';
import { BANNER_HEIGHT, BANNER_WIDTH, pickCampus, type Campus } from './campuses';
import type { CheckupType } from './HomeSheets';
import { useCampuses } from './useCampuses';

/** The sheets (Radix Dialog) load the first time one opens, not with the first paint of `/`. */
const HomeSheets = lazy(() => import('./HomeSheets'));

/** Carousel autoplay period (docs/product/booking-journey.md §9). */
export const CAROUSEL_INTERVAL_MS = 5000;

const checkupTypes: readonly CheckupType[] = [
  { name: homeMessages.typePerson, to: '/PersonIndex' },
  { name: homeMessages.typeStaff, to: '/StaffIndex' },
];

export const BANNER_ASPECT_RATIO = BANNER_WIDTH / BANNER_HEIGHT;

/** Keeps the row's height while the campus list loads (a non-breaking space is a line of text). */
const PLACEHOLDER_TEXT = '\u00a0';

function HomeScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const campuses = useCampuses();
  const [campusCode, setCampusCode] = useState(session.campus.get());
  const [switching, setSwitching] = useState(false);
  const [choosingType, setChoosingType] = useState(false);
  // Mounted from the first opening on (and kept, so the sheets can animate closed).
  const [sheetsWanted, setSheetsWanted] = useState(false);
  const loadingCampuses = campuses === undefined;
  const campus = pickCampus(campuses ?? [], campusCode);

  useEffect(() => {
    session.clearBookingDraft();
  }, [session]);

  const chooseCampus = ({ hospitalCode, hospitalName }: Campus) => {
    session.campus.set(hospitalCode);
    setCampusCode(hospitalCode);
    setSwitching(false);
    toast(homeMessages.campusChosen(hospitalName));
  };
  const openSwitcher = () => {
    setSheetsWanted(true);
    setSwitching(true);
  };
  // What each of home's buttons does; the static frame's buttons (index.html) carry the same keys.
  const actions: Record<BootTap, () => void> = {
    book: () => {
      setSheetsWanted(true);
      setChoosingType(true);
    },
    group: () => void navigate('/GroupLogin'),
    orders: () => void navigate('/MyOrderList'),
    reports: () => void navigate('/ReportLogin'),
    guide: () => toast(homeMessages.guideUnavailable),
    notice: () => void navigate('/notice'),
  };
  // A tap on the static frame before this code had run is carried out now; one whose press the frame's replacement
  // cut short (pressed on the frame, released on this screen) arrives later, with the boot script's event.
  const replayBootTap = useEffectEvent(() => {
    const tap = takeBootTap();
    if (tap) actions[tap]();
  });
  useEffect(() => {
    replayBootTap();
    return onBootTap(() => replayBootTap());
  }, []);

  return (
    <main>
      <NavBar title={homeMessages.title} />
      {/* While the campus list loads, a blank box of the banners' size and a blank campus row hold their places, so
          nothing below moves when they fill in (CLS). Without any campus both go away. */}
      {loadingCampuses && <div aria-hidden="true" style={{ aspectRatio: BANNER_ASPECT_RATIO }} />}
      {campus && (
        <Carousel
          key={campus.hospitalCode}
          label={homeMessages.carouselLabel}
          interval={CAROUSEL_INTERVAL_MS}
          aspectRatio={BANNER_ASPECT_RATIO}
          slides={campus.images.map((src, index) => ({
            id: src,
            // The first banner is the page's largest paint (LCP): fetched first, at high priority.
            content: (
              <img
                src={src}
                alt={`${campus.hospitalName} ${index + 1}`}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
            ),
          }))}
        />
      )}
      <div className={screenBody}>
        {loadingCampuses ? (
          <CellGroup>
            <Cell
              icon={<Icon icon={locationIcon} />}
              title={PLACEHOLDER_TEXT}
              label={PLACEHOLDER_TEXT}
              value={homeMessages.switchCampus}
              arrow
            />
          </CellGroup>
        ) : (
          campus && (
            <CellGroup>
              <Cell
                icon={<Icon icon={locationIcon} />}
                title={campus.hospitalName}
                label={campus.hospitalAddress}
                value={homeMessages.switchCampus}
                onClick={openSwitcher}
              />
            </CellGroup>
          )
        )}
        <Card title={homeMessages.personalCard} extra={<Icon icon={reportIcon} />}>
          <p>{homeMessages.personalCardNote}</p>
          <Button variant="primary" block onClick={actions.book}>
            {homeMessages.bookNow}
          </Button>
        </Card>
        <Card title={homeMessages.groupCard} extra={<Icon icon={orderIcon} />}>
          <p>{homeMessages.groupCardNote}</p>
          <Button block onClick={actions.group}>
            {homeMessages.groupLogin}
          </Button>
        </Card>
        <CellGroup title={homeMessages.personalCentre}>
          <Cell icon={<Icon icon={calendarIcon} />} title={homeMessages.tileOrders} onClick={actions.orders} />
          <Cell icon={<Icon icon={reportIcon} />} title={homeMessages.tileReports} onClick={actions.reports} />
          <Cell icon={<Icon icon={guideIcon} />} title={homeMessages.tileGuide} onClick={actions.guide} />
          <Cell icon={<Icon icon={noticeIcon} />} title={homeMessages.tileNotice} onClick={actions.notice} />
        </CellGroup>
      </div>
      {sheetsWanted && (
        <Suspense fallback={null}>
          <HomeSheets
            campuses={campuses ?? []}
            currentCode={campus?.hospitalCode}
            switching={switching}
            onSwitchingChange={setSwitching}
            onChooseCampus={chooseCampus}
            types={checkupTypes}
            choosingType={choosingType}
            onChoosingTypeChange={setChoosingType}
            onChooseType={(type) => void navigate(type.to)}
          />
        </Suspense>
      )}
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { HomeScreen as Component };
