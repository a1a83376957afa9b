/**
 * `/test`: the demo document viewer with the zoom slider (100–200, step 15), not part of the booking journey
 * (docs/product/booking-journey.md §2 "Notice"). The document shown is the check-up notice.
 */
import { NavBar, ZoomSlider } from '@checkup/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { noticeMessages } from '../../messages';
import { NoticeContent } from './NoticeContent';

function DocumentViewerScreen() {
  const navigate = useNavigate();
  const [zoom, setZoom] = useState(100);
  return (
    <main>
      <NavBar title={noticeMessages.viewerTitle} onBack={() => void navigate(-1)} />
      <div className={screenBody}>
        <ZoomSlider value={zoom} onValueChange={setZoom} label={noticeMessages.zoomLabel} />
        {/* The zoom is the viewer's function: the document's text scales with it. */}
        <div data-testid="document" style={{ fontSize: `${zoom}%` }}>
          <NoticeContent />
        </div>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { DocumentViewerScreen as Component };
