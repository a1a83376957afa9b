/**
 * Home `/` (booking-journey.md §2 "Home"): the campus carousel and switcher, the personal and group check-up cards,
 * and the personal-centre tiles. Opening home forgets the booking in progress.
 */
import { ActionSheet, Button, Card, Carousel, Cell, CellGroup, Icon, NavBar, Popup, toast } from '@checkup/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { screenBody } from '../../booking/layout';
import { commonMessages, homeMessages } from '../../messages';
import { useSession } from '../../services/AppServices';
import { pickCampus } from './campuses';
import { useCampuses } from './useCampuses';

/** Carousel autoplay period (booking-journey.md §9). */
export const CAROUSEL_INTERVAL_MS = 5000;

const checkupTypes = [
  { name: homeMessages.typePerson, to: '/PersonIndex' },
  { name: homeMessages.typeStaff, to: '/StaffIndex' },
] as const;

export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const campuses = useCampuses();
  const [campusCode, setCampusCode] = useState(session.campus.get());
  const [switching, setSwitching] = useState(false);
  const [choosingType, setChoosingType] = useState(false);
  const campus = pickCampus(campuses ?? [], campusCode);

  useEffect(() => {
    session.clearBookingDraft();
  }, [session]);

  const chooseCampus = (code: string, name: string) => {
    session.campus.set(code);
    setCampusCode(code);
    setSwitching(false);
    toast(homeMessages.campusChosen(name));
  };

  return (
    <main>
      <NavBar title={homeMessages.title} />
      {campus && (
        <Carousel
          key={campus.hospitalCode}
          label={homeMessages.carouselLabel}
          interval={CAROUSEL_INTERVAL_MS}
          slides={campus.images.map((src, index) => ({
            id: src,
            content: <img src={src} alt={`${campus.hospitalName} ${index + 1}`} width="100%" />,
          }))}
        />
      )}
      <div className={screenBody}>
        {campus && (
          <CellGroup>
            <Cell
              icon={<Icon name="location" />}
              title={campus.hospitalName}
              label={campus.hospitalAddress}
              value={homeMessages.switchCampus}
              onClick={() => setSwitching(true)}
            />
          </CellGroup>
        )}
        <Card title={homeMessages.personalCard} extra={<Icon name="report" />}>
          <p>{homeMessages.personalCardNote}</p>
          <Button variant="primary" block onClick={() => setChoosingType(true)}>
            {homeMessages.bookNow}
          </Button>
        </Card>
        <Card title={homeMessages.groupCard} extra={<Icon name="order" />}>
          <p>{homeMessages.groupCardNote}</p>
          <Button block onClick={() => void navigate('/GroupLogin')}>
            {homeMessages.groupLogin}
          </Button>
        </Card>
        <CellGroup title={homeMessages.personalCentre}>
          <Cell icon={<Icon name="calendar" />} title={homeMessages.tileOrders} onClick={() => void navigate('/MyOrderList')} />
          <Cell icon={<Icon name="report" />} title={homeMessages.tileReports} onClick={() => void navigate('/ReportLogin')} />
          <Cell icon={<Icon name="guide" />} title={homeMessages.tileGuide} onClick={() => toast(homeMessages.guideUnavailable)} />
          <Cell icon={<Icon name="notice" />} title={homeMessages.tileNotice} onClick={() => void navigate('/notice')} />
        </CellGroup>
      </div>
      <Popup open={switching} onOpenChange={setSwitching} title={homeMessages.campusTitle}>
        <CellGroup>
          {(campuses ?? []).map((entry) => (
            <Cell
              key={entry.hospitalCode}
              icon={<img src={entry.bgUrl} alt="" width={64} height={48} />}
              title={entry.hospitalName}
              label={`${entry.hospitalAddress} ${entry.hospitalTel}`}
              value={entry.hospitalCode === campus?.hospitalCode ? <Icon name="check" label={homeMessages.currentCampus} /> : undefined}
              onClick={() => chooseCampus(entry.hospitalCode, entry.hospitalName)}
            />
          ))}
        </CellGroup>
      </Popup>
      <ActionSheet
        open={choosingType}
        onOpenChange={setChoosingType}
        title={homeMessages.chooseType}
        actions={checkupTypes}
        cancelText={commonMessages.cancel}
        onSelect={(type) => void navigate(type.to)}
      />
    </main>
  );
}
